import { en } from '../i18n/en.js';
import type { WidgetCatalogue, WidgetLanguage } from '../i18n/index.js';
import { zh } from '../i18n/zh.js';
import { zhtw } from '../i18n/zhtw.js';

/** Every text the upload widgets show; `{{name}}` marks a value filled in when shown. */
export type UploadTexts = WidgetCatalogue['upload'];

export type UploadLanguage = WidgetLanguage;

/** The upload widgets' part of the widgets' catalogues, Chinese word for word as JNPF shows it. */
export const UPLOAD_TEXTS: Readonly<Record<UploadLanguage, UploadTexts>> = {
  zh: zh.upload,
  zhtw: zhtw.upload,
  en: en.upload,
};
