import type { LayoutType } from '@formwork/schema';
import { useSessionStore } from '../session/store.js';
import { writeJson } from '../storage/local-storage.js';
import { preferencesApi } from './preferences-api.js';
import { THEME_COLOURS, type ThemeClass, useSettingsStore } from './settings-store.js';

/**
 * Applies a layout at once and, when signed in, tells the server so the next sign-in returns it as
 * `theme`. A refused call has been shown by the client; the local choice stays.
 */
export async function chooseLayout(layoutType: LayoutType): Promise<void> {
  useSettingsStore.getState().set('layoutType', layoutType);
  if (!useSessionStore.getState().token) return;
  try {
    await preferencesApi.saveLayout(layoutType);
  } catch {
    // Shown by the client already.
  }
}

/** A theme colour; `jnpf_theme` keeps its hex value beside the class, as JNPF's storage does. */
export function chooseThemeClass(themeClass: ThemeClass): void {
  useSettingsStore.getState().set('themeClass', themeClass);
  writeJson('theme', THEME_COLOURS[themeClass]);
}
