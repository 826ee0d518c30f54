import type { WidgetLanguage } from '../i18n/index.js';
import { uploadMessages } from './messages.js';

/** Every text the upload widgets show; `{{name}}` marks a value filled in when shown. */
export type UploadTexts = (typeof uploadMessages.messages)[WidgetLanguage]['upload'];

export type UploadLanguage = WidgetLanguage;

/** The upload widgets' words in each language, Chinese word for word as JNPF shows it. */
export const UPLOAD_TEXTS: Readonly<Record<UploadLanguage, UploadTexts>> = {
  zh: uploadMessages.messages.zh.upload,
  zhtw: uploadMessages.messages.zhtw.upload,
  en: uploadMessages.messages.en.upload,
};
