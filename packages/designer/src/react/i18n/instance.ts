import { createInstance, type i18n } from 'i18next';
import { en } from './en.js';
import { zh } from './zh.js';
import { zhtw } from './zhtw.js';

export type DesignerLanguage = 'zh' | 'zhtw' | 'en';

/** The designer's own i18next instance, so a host app's global one is never touched. */
export function createDesignerI18n(language: DesignerLanguage = 'zh'): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'zh',
    initAsync: false,
    resources: { zh: { translation: zh }, zhtw: { translation: zhtw }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
