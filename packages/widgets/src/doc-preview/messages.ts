import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The document preview's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const docPreviewMessages = defineMessages(WIDGETS_NS, {
  zh: {
    docPreview: {
      title: '文档预览 - {{name}}',
      fileMissing: '文件不存在',
      requestFailed: '请求出错，请重试',
      cancel: '取消',
    },
  },
  zhtw: {
    docPreview: {
      title: '文檔預覽 - {{name}}',
      fileMissing: '文件不存在',
      requestFailed: '請求出錯，請重試',
      cancel: '取消',
    },
  },
  en: {
    docPreview: {
      title: 'Document preview - {{name}}',
      fileMissing: 'The file does not exist',
      requestFailed: 'The request failed, please retry',
      cancel: 'Cancel',
    },
  },
});
