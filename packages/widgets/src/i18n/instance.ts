import { createInstance } from 'i18next';
import { wordsIn } from './catalogue.js';
import { WIDGETS_NS } from './namespace.js';

export type WidgetLanguage = 'zh' | 'zhtw' | 'en';

export const WIDGET_LANGUAGES: readonly WidgetLanguage[] = ['zh', 'zhtw', 'en'];

export { WIDGETS_NS };

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
  resources: Object.fromEntries(
    WIDGET_LANGUAGES.map((language) => [language, { [WIDGETS_NS]: wordsIn(language) }]),
  ),
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
});
