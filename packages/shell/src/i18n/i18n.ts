import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages.js';

export type Messages = Record<string, string | Record<string, string>>;

/** One shell-wide i18next instance; each feature folder registers its own namespace of messages. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'zh',
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
