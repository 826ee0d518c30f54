import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useAppStore } from '../app/app-store.js';
import type { Language } from './languages.js';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/** antd's own texts (pickers, pagination, empty states) in each shell language. */
export const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, zhtw: zhTW, en: enUS };

/** The antd locale of the chosen language, for the console's ConfigProvider. */
export function useAntdLocale(): Locale {
  return ANTD_LOCALES[useAppStore((state) => state.language)];
}
