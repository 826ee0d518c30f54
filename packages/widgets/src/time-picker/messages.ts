import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const timePickerLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    time: '时间选择',
  },
  zhtw: {
    time: '時間選擇',
  },
  en: {
    time: 'Time',
  },
});
