import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const autoCompleteLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    autocomplete: '下拉补全',
  },
  zhtw: {
    autocomplete: '下拉補全',
  },
  en: {
    autocomplete: 'Autocomplete',
  },
});
