import { createInstance } from 'i18next';
import { en } from './en.js';
import { zh } from './zh.js';
import { zhtw } from './zhtw.js';

export type WidgetLanguage = 'zh' | 'zhtw' | 'en';

export const WIDGET_LANGUAGES: readonly WidgetLanguage[] = ['zh', 'zhtw', 'en'];

export const WIDGETS_NS = 'widgets';

/**
 * The package's own i18next instance: an embedding app's global one is never touched, and the
 * catalogues are bundled so the first render already has its words.
 */
export const widgetsI18n = createInstance();
void widgetsI18n.init({
  lng: 'zh',
  fallbackLng: 'zh',
  ns: [WIDGETS_NS],
  defaultNS: WIDGETS_NS,
  initAsync: false,
  resources: { zh: { [WIDGETS_NS]: zh }, zhtw: { [WIDGETS_NS]: zhtw }, en: { [WIDGETS_NS]: en } },
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
});
