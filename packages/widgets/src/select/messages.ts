import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const selectLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    select: '下拉选择',
  },
  zhtw: {
    select: '下拉選擇',
  },
  en: {
    select: 'Select',
  },
});
