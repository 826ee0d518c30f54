import { message } from 'antd';
import { useAppStore } from '../app/app-store.js';
import { loadLanguage, textOf } from './i18n.js';
import { LANGUAGE_TEXT } from './messages.js';

/**
 * Fetches the texts of the language the console starts in (the one chosen earlier or the
 * browser's), to await before the first render so nothing shows in another language first. It
 * always resolves: when the fetch fails the console starts anyway, its antd texts in simplified
 * Chinese, and an error says the language could not be loaded.
 */
export async function loadStartLanguage(): Promise<void> {
  const language = useAppStore.getState().language;
  try {
    await loadLanguage(language);
  } catch {
    void message.error(textOf(LANGUAGE_TEXT, language)('loadFailed'));
  }
}
