import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const dividerLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    divider: '分割线',
    text: '文案',
    textPosition: '文案位置',
  },
  zhtw: {
    divider: '分割線',
    text: '文案',
    textPosition: '文案位置',
  },
  en: {
    divider: 'Divider',
    text: 'Text',
    textPosition: 'Text position',
  },
});
