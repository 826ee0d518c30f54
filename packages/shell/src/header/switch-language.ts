import { message } from 'antd';
import { useAppStore } from '../app/app-store.js';
import { changeLanguage, loadLanguage, textOf } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';
import { LANGUAGE_TEXT } from '../i18n/messages.js';
import { useSessionStore } from '../session/store.js';
import { preferencesApi } from '../settings/preferences-api.js';

/** The choices of the language switcher, each named in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '简体中文', zhtw: '繁體中文', en: 'English' };

/**
 * Switches the shell's language: kept locally, applied to every text, sent to
 * the server when signed in, and confirmed in the new language. A refused server call has been
 * shown by the client; the local choice stays, as it is the user's browser that asked. The new
 * language's texts are fetched first, so nothing shows half switched; when they cannot be, the
 * language stays as it was and an error says so.
 */
export async function switchLanguage(language: Language): Promise<void> {
  try {
    await loadLanguage(language);
  } catch {
    void message.error(textOf(LANGUAGE_TEXT, language)('loadFailed'));
    return;
  }
  useAppStore.getState().setLanguage(language);
  await changeLanguage(language);
  if (useSessionStore.getState().token) {
    try {
      await preferencesApi.saveLanguage(language);
    } catch {
      return;
    }
  }
  void message.success(textOf(LANGUAGE_TEXT, language)('switched'));
}
