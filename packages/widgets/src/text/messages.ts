import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const textLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    text: '文本',
    content: '文本内容',
    textStyle: '文本样式',
  },
  zhtw: {
    text: '文本',
    content: '文本內容',
    textStyle: '文本樣式',
  },
  en: {
    text: 'Text',
    content: 'Text',
    textStyle: 'Text style',
  },
});
