import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const rowLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    row: '栅格容器',
  },
  zhtw: {
    row: '柵格容器',
  },
  en: {
    row: 'Row',
  },
});
