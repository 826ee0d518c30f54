import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const collapseLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    panel: '面板',
    collapse: '折叠面板',
    accordion: '手风琴',
  },
  zhtw: {
    panel: '面板',
    collapse: '折疊面板',
    accordion: '手風琴',
  },
  en: {
    panel: 'Panel',
    collapse: 'Collapse',
    accordion: 'Accordion',
  },
});
