import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type Catalogue, type MessageKey, type MessageTree, uiLanguages } from '@formwork/schema';
import i18next, { type i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useAppStore } from '../app/app-store.js';
import type { Language } from './languages.js';
import { addAntdLocale } from './useAntdLocale.js';

/** One shell-wide i18next instance; each feature folder's catalogue is one namespace of it. */
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

const registered = new WeakSet<Catalogue>();

/**
 * Adds a feature's catalogue (all three languages) under its namespace, once; whoever reads a
 * catalogue's words through `useText` or `textOf` has it added first, so a page that never opens
 * does not put its words into the instance.
 */
export function registerMessages(catalogue: Catalogue): void {
  if (registered.has(catalogue)) return;
  registered.add(catalogue);
  for (const language of uiLanguages) {
    i18n.addResourceBundle(language, catalogue.namespace, catalogue.messages[language], true, true);
  }
}

/** The keys of a catalogue (`typeof HEADER_TEXT`), for code that hands keys on. */
export type TextKey<C> = C extends Catalogue<infer T> ? MessageKey<T> : never;

/** The words of one catalogue (`typeof HEADER_TEXT`): only its keys are accepted, so a misspelt key is a type error. */
export type Text<C> = (key: TextKey<C>, values?: Record<string, unknown>) => string;

/**
 * A catalogue's words in `language`, or in the language current at each call when none is given
 * (for code outside components: messages, errors read later).
 */
export function textOf<T extends MessageTree>(
  catalogue: Catalogue<T>,
  language?: Language,
): Text<Catalogue<T>> {
  registerMessages(catalogue);
  const t = i18n.getFixedT(language ?? null, catalogue.namespace);
  return (key, values) => t(key, values ?? {});
}

/** A catalogue's words in the shell's language; the component renders again when it changes. */
export function useText<T extends MessageTree>(catalogue: Catalogue<T>): Text<Catalogue<T>> {
  registerMessages(catalogue);
  const { t } = useTranslation(catalogue.namespace, { i18n });
  return useCallback<Text<Catalogue<T>>>((key, values) => t(key, values ?? {}), [t]);
}

/** Applies a language to every text, once what it needs has been fetched. */
export async function changeLanguage(language: Language): Promise<unknown> {
  await loadLanguage(language);
  return i18n.changeLanguage(language);
}

/**
 * What a language needs beyond what every page carries (the shell's own words come in all three
 * languages with their features; antd and dayjs hold simplified Chinese and English anyway):
 * fetched only when that language is chosen.
 */
const LANGUAGE_PACKS: Partial<Record<Language, () => Promise<void>>> = {
  async zhtw() {
    const [antd] = await Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]);
    addAntdLocale('zhtw', antd.default);
  },
};

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches what a language needs (antd's and dayjs's texts) once; a language must be
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
