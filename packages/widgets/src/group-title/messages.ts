import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const groupTitleLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    groupTitle: '分组标题',
  },
  zhtw: {
    groupTitle: '分組標題',
  },
  en: {
    groupTitle: 'Group title',
  },
});
