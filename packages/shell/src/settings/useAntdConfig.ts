import type { ConfigProviderProps } from 'antd';
import { useReducedMotion } from '../a11y/use-reduced-motion.js';
import { type Size, useAppStore } from '../app/app-store.js';
import { useAntdLocale } from '../i18n/useAntdLocale.js';
import { THEME_COLOURS, useSettingsStore } from './settings-store.js';

/** JNPF's four sizes on antd's three: default is the roomiest, small and mini share antd's small. */
export const ANTD_SIZES: Record<Size, NonNullable<ConfigProviderProps['componentSize']>> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/**
 * What the console's ConfigProvider needs for the header's choices to show everywhere: language,
 * size and theme colour; and no animation where the system asks for reduced motion.
 * `<ConfigProvider {...useAntdConfig()}>`.
 */
export function useAntdConfig(): Pick<ConfigProviderProps, 'locale' | 'componentSize' | 'theme'> {
  const locale = useAntdLocale();
  const size = useAppStore((state) => state.size);
  const themeClass = useSettingsStore((state) => state.themeClass);
  const reducedMotion = useReducedMotion();
  return {
    locale,
    componentSize: ANTD_SIZES[size],
    theme: { token: { colorPrimary: THEME_COLOURS[themeClass], motion: !reducedMotion } },
  };
}
