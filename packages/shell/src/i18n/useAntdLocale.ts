import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useAppStore } from '../app/app-store.js';
import type { Language } from './languages.js';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's locale files are CommonJS re-exports; Vite's production bundler hands the default import
 * over as the whole module ({default: locale}), vitest as the locale itself. Take it either way,
 * or every picker and pager of the built console falls back to English.
 */
function localeOf(module: Locale | { default: Locale }): Locale {
  return 'default' in module && module.default ? module.default : (module as Locale);
}

/** antd's own texts (pickers, pagination, empty states) in each shell language. */
export const ANTD_LOCALES: Record<Language, Locale> = {
  zh: localeOf(zhCN),
  zhtw: localeOf(zhTW),
  en: localeOf(enUS),
};

/** The antd locale of the chosen language, for the console's ConfigProvider. */
export function useAntdLocale(): Locale {
  return ANTD_LOCALES[useAppStore((state) => state.language)];
}
