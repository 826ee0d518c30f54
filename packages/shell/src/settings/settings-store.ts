import { LAYOUT_TYPES, type LayoutType } from '@formwork/schema';
import { create } from 'zustand';
import { readJson, writeJson } from '../storage/local-storage.js';

/** Theme colours of the settings drawer. */
export const THEME_CLASSES = [
  'blue',
  'purple',
  'azure',
  'ocean',
  'green',
  'yellow',
  'orange',
  'red',
] as const;
export type ThemeClass = (typeof THEME_CLASSES)[number];

export const THEME_COLOURS: Record<ThemeClass, string> = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#13c2c2',
  ocean: '#2f54eb',
  green: '#52c41a',
  yellow: '#fadb14',
  orange: '#fa8c16',
  red: '#f5222d',
};

/** Sidebar style: dark, or light on white. */
export type SlideClass = 'dark' | 'lightWhite';

export interface Settings {
  layoutType: LayoutType;
  slideClass: SlideClass;
  themeClass: ThemeClass;
  /** The tab strip under the header. */
  tagsView: boolean;
  /** Menu icons in the tabs. */
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  showSettings: boolean;
  /** Keep visited pages alive so coming back does not reload them. */
  useCache: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  layoutType: 'classic',
  slideClass: 'dark',
  themeClass: 'blue',
  tagsView: true,
  tagsIcon: true,
  showLanguage: true,
  showSearch: true,
  showSettings: true,
  useCache: true,
  fixedHeader: true,
  sidebarLogo: true,
};

const isLayoutType = (value: unknown): value is LayoutType =>
  (LAYOUT_TYPES as readonly unknown[]).includes(value);

/** Each setting is stored under its own `jnpf_<name>` key, as JNPF does, so single keys can be read. */
function readSettings(): Settings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>) {
    const stored = readJson<unknown>(key, undefined);
    if (stored !== undefined && typeof stored === typeof DEFAULT_SETTINGS[key]) {
      (settings as Record<string, unknown>)[key] = stored;
    }
  }
  if (!isLayoutType(settings.layoutType)) settings.layoutType = DEFAULT_SETTINGS.layoutType;
  if (!THEME_CLASSES.includes(settings.themeClass)) settings.themeClass = DEFAULT_SETTINGS.themeClass;
  if (settings.slideClass !== 'dark' && settings.slideClass !== 'lightWhite') settings.slideClass = 'dark';
  return settings;
}

export interface SettingsStore extends Settings {
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
  /** The layout a sign-in returns as `theme`: one of the four, else classic. */
  applyServerTheme(theme: string | undefined): void;
}

export const useSettingsStore = create<SettingsStore>()((set) => ({
  ...readSettings(),
  set(key, value) {
    writeJson(key, value);
    set({ [key]: value } as Partial<Settings>);
  },
  applyServerTheme(theme) {
    const layoutType = isLayoutType(theme) ? theme : 'classic';
    writeJson('layoutType', layoutType);
    set({ layoutType });
  },
}));
