import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAppStore } from '../app/app-store.js';
import type { Language } from './languages.js';

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
});
