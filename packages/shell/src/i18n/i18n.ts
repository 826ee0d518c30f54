import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAppStore } from '../app/app-store.js';
import type { Language } from './languages.js';
import { addAntdLocale } from './useAntdLocale.js';

export type Messages = Record<string, string | Record<string, string>>;

/** One shell-wide i18next instance; each feature folder registers its own namespace of messages. */
export const i18n: I18n = i18next.createInstance();

// The language chosen earlier (jnpf_language) or detected from the browser applies from the first render.
void i18n.use(initReactI18next).init({
  lng: useAppStore.getState().language,
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'zhtw', 'en'],
  interpolation: { escapeValue: false },
  resources: {},
  initAsync: false,
});

/** Adds a feature's messages in the three languages under `namespace` (its folder name). */
export function registerMessages(namespace: string, messages: Record<Language, Messages>): void {
  for (const [language, bundle] of Object.entries(messages)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/**
 * What a language needs beyond what every page carries (simplified Chinese, and English, which
 * antd and dayjs hold anyway): fetched only when that language is chosen.
 */
const LANGUAGE_PACKS: Partial<Record<Language, () => Promise<void>>> = {
  async zhtw() {
    const [antd] = await Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]);
    addAntdLocale('zhtw', antd.default);
  },
};

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches what a language needs (antd's and dayjs's texts) once; a language must be loaded before
 * it is shown, or pickers and pagers would speak another one. A failed fetch rejects, and the next
 * call tries again.
 */
export function loadLanguage(language: Language): Promise<void> {
  const pack = LANGUAGE_PACKS[language];
  if (!pack) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = pack().then(() => {
      // dayjs ignores a locale it does not hold yet: apply it now if it is the one in use.
      if (useAppStore.getState().language === language) markDocument(language);
    });
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
  }
  return pending;
}

/** Marks the document with the shell's language so the browser picks fonts and hyphenation to match. */
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };

/** antd's pickers take month and weekday names from dayjs, not from its ConfigProvider locale. */
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', zhtw: 'zh-tw', en: 'en' };

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  dayjs.locale(DAYJS_LOCALES[language]);
}

markDocument(useAppStore.getState().language);

// Whoever changes the stored language (header, profile page) changes every text with it.
useAppStore.subscribe((state, previous) => {
  if (state.language === previous.language) return;
  markDocument(state.language);
  if (i18n.language !== state.language) void i18n.changeLanguage(state.language);
  // Callers load a language before they choose it; should one not have, it still arrives.
  loadLanguage(state.language).catch(() => undefined);
});
