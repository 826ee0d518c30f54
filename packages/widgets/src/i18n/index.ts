import { ConfigProvider } from 'antd';
import { createContext, useContext, useMemo } from 'react';
import type { WidgetT, WidgetTextKey } from './catalogue.js';
import { zh } from './catalogue.js';
import { WIDGETS_NS, type WidgetLanguage, widgetsI18n } from './instance.js';

export type { WidgetCatalogue, WidgetT, WidgetTextKey } from './catalogue.js';
export { WIDGET_LANGUAGES, type WidgetLanguage, widgetsI18n } from './instance.js';

/** The language a `<WidgetsProvider language>` chose; none when no provider named one. */
export const WidgetLanguageContext = createContext<WidgetLanguage | undefined>(undefined);

/** The language of an antd locale code: zh-TW and zh-HK are zhtw, en* is en, anything else zh. */
export function languageOfLocale(locale: string | undefined): WidgetLanguage {
  const code = (locale ?? '').toLowerCase();
  if (code.startsWith('zh-tw') || code.startsWith('zh-hk')) return 'zhtw';
  if (code.startsWith('en')) return 'en';
  return 'zh';
}

/** The translate function for one language, for code outside React (cell formatters, messages). */
export function widgetText(language: WidgetLanguage = 'zh'): WidgetT {
  return widgetsI18n.getFixedT(language, WIDGETS_NS) as unknown as WidgetT;
}

/**
 * The language widgets speak: the nearest `<WidgetsProvider>`'s, else that of the antd locale an
 * embedding app set, else Chinese, so widgets used bare keep JNPF's wording.
 */
export function useWidgetLanguage(): WidgetLanguage {
  const chosen = useContext(WidgetLanguageContext);
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return chosen ?? languageOfLocale(locale?.locale);
}

/** The translate function in the language of `useWidgetLanguage`. */
export function useWidgetText(): WidgetT {
  const language = useWidgetLanguage();
  return useMemo(() => widgetText(language), [language]);
}

/**
 * The wording the designer writes into every new field (placeholders, switch texts, the add
 * button, the picker title), by the key that says it. Such stored text is the product's default,
 * not the author's own, so it is shown in the user's language; any other text is the author's.
 */
const DESIGNER_DEFAULTS: ReadonlyMap<string, WidgetTextKey> = new Map<string, WidgetTextKey>([
  [zh.picker.placeholder, 'picker.placeholder'],
  [zh.field.input, 'field.input'],
  [zh.switch.on, 'switch.on'],
  [zh.switch.off, 'switch.off'],
  [zh.subTable.add, 'subTable.add'],
  [zh.popup.title, 'popup.title'],
]);

/** `text` in the language of `t` when it is a designer default, else `text` itself. */
export function defaultWording<T extends string | undefined>(text: T, t: WidgetT): T | string {
  const key = text === undefined ? undefined : DESIGNER_DEFAULTS.get(text);
  return key ? t(key) : text;
}

/** `defaultWording` in the language of `useWidgetLanguage`. */
export function useDefaultWording(): <T extends string | undefined>(text: T) => T | string {
  const t = useWidgetText();
  return useMemo(
    () =>
      <T extends string | undefined>(text: T) =>
        defaultWording(text, t),
    [t],
  );
}
