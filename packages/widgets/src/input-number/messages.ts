import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const inputNumberLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    number: '数字输入',
    stepButtons: '控制按钮',
  },
  zhtw: {
    number: '數字輸入',
    stepButtons: '控制按鈕',
  },
  en: {
    number: 'Number',
    stepButtons: 'Step buttons',
  },
});
