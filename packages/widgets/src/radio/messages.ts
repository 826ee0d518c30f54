import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const radioLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    radio: '单选框组',
  },
  zhtw: {
    radio: '單選框組',
  },
  en: {
    radio: 'Radio',
  },
});
