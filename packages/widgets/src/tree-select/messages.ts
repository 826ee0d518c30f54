import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const treeSelectLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    treeSelect: '下拉树形',
  },
  zhtw: {
    treeSelect: '下拉樹形',
  },
  en: {
    treeSelect: 'Tree select',
  },
});
