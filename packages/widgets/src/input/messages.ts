import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const inputLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    input: '单行输入',
    password: '是否密码',
  },
  zhtw: {
    input: '單行輸入',
    password: '是否密碼',
  },
  en: {
    input: 'Input',
    password: 'Password',
  },
});
