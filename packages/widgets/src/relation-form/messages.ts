import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const relationFormLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    relatedForm: '关联表单',
    relatedFunction: '关联功能',
  },
  zhtw: {
    relatedForm: '關聯表單',
    relatedFunction: '關聯功能',
  },
  en: {
    relatedForm: 'Related form',
    relatedFunction: 'Related form',
  },
});
