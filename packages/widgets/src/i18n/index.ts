import { createContext, useContext, useMemo } from 'react';
import type { WidgetT } from './catalogue.js';
import { WIDGETS_NS, type WidgetLanguage, widgetsI18n } from './instance.js';

export type { WidgetCatalogue, WidgetT, WidgetTextKey } from './catalogue.js';
export { WIDGET_LANGUAGES, type WidgetLanguage, widgetsI18n } from './instance.js';

/** Chinese unless a `<WidgetsProvider language>` says otherwise, so bare widgets keep their wording. */
export const WidgetLanguageContext = createContext<WidgetLanguage>('zh');

/** The translate function for one language, for code outside React (cell formatters, messages). */
export function widgetText(language: WidgetLanguage = 'zh'): WidgetT {
  return widgetsI18n.getFixedT(language, WIDGETS_NS) as unknown as WidgetT;
}

/** The language of the nearest `<WidgetsProvider>`, Chinese without one. */
export function useWidgetLanguage(): WidgetLanguage {
  return useContext(WidgetLanguageContext);
}

/** The translate function for the nearest `<WidgetsProvider>`'s language. */
export function useWidgetText(): WidgetT {
  const language = useWidgetLanguage();
  return useMemo(() => widgetText(language), [language]);
}
