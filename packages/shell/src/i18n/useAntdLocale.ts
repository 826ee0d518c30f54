import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useAppStore } from '../app/app-store.js';
import type { Language } from './languages.js';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's own texts (pickers, pagination, empty states) of each language loaded so far. Simplified
 * Chinese is the default and English is antd's built-in fallback, so both are always here; the
 * others arrive with their language (loadLanguage), before anything shows in them. The ES forms
 * are imported: the CommonJS ones would bring a second copy of every locale part antd uses.
 */
const ANTD_LOCALES: Partial<Record<Language, AntdLocale>> = { zh: zhCN, en: enUS };

/** Keeps the antd locale of a language once loaded. */
export function addAntdLocale(language: Language, locale: AntdLocale): void {
  ANTD_LOCALES[language] = locale;
}

/** The antd locale of a language; simplified Chinese when that language has not been loaded. */
export function antdLocaleOf(language: Language): AntdLocale {
  return ANTD_LOCALES[language] ?? zhCN;
}

/** The antd locale of the chosen language, for the console's ConfigProvider. */
export function useAntdLocale(): AntdLocale {
  return antdLocaleOf(useAppStore((state) => state.language));
}
