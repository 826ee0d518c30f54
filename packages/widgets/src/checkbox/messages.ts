import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const checkboxLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    checkbox: '多选框组',
  },
  zhtw: {
    checkbox: '多選框組',
  },
  en: {
    checkbox: 'Checkbox',
  },
});
