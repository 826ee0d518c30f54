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

/**
 * Adds a feature's messages under `namespace` (its folder name): all three languages, or only
 * simplified Chinese for a namespace whose other languages come with their catalogue (loadLanguage).
 */
export function registerMessages(namespace: string, messages: Partial<Record<Language, Messages>>): void {
  for (const [language, bundle] of Object.entries(messages)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

function addCatalogue(language: Language, catalogue: Record<string, Messages>): void {
  for (const [namespace, bundle] of Object.entries(catalogue)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Applies a language to every text, once what it needs has been fetched. */
export async function changeLanguage(language: Language): Promise<unknown> {
  await loadLanguage(language);
  return i18n.changeLanguage(language);
}

/**
 * What a language needs beyond what every page carries (simplified Chinese, the default and the
 * fallback, in full; antd and dayjs hold English anyway): fetched only when that language is chosen.
 */
const LANGUAGE_PACKS: Partial<Record<Language, () => Promise<void>>> = {
  async zhtw() {
    const [antd, , texts] = await Promise.all([
      import('antd/es/locale/zh_TW'),
      import('dayjs/locale/zh-tw'),
      import('./catalogue-zhtw.js'),
    ]);
    addAntdLocale('zhtw', antd.default);
    addCatalogue('zhtw', texts.CATALOGUE);
  },
  async en() {
    addCatalogue('en', (await import('./catalogue-en.js')).CATALOGUE);
  },
};

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches what a language needs (the shell's and antd's and dayjs's texts) once; a language must be
 * loaded before it is shown, or texts would show in another one. A failed fetch rejects, and the
 * next call tries again.
 */
export function loadLanguage(language: Language): Promise<void> {
  const pack = LANGUAGE_PACKS[language];
  if (!pack) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = pack().then(() => {
      // Should the language already be in use (chosen without loading first), its texts show now;
      // dayjs ignored its locale until it was here.
      if (useAppStore.getState().language !== language) return;
      markDocument(language);
      if (i18n.language === language) void i18n.changeLanguage(language);
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
