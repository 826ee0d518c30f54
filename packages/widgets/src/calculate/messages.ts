import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The calculated field's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const calculateMessages = defineMessages(WIDGETS_NS, {
  zh: {
    calculate: {
      tooLarge: '金额过大无法计算',
    },
  },
  zhtw: {
    calculate: {
      tooLarge: '金額過大無法計算',
    },
  },
  en: {
    calculate: {
      tooLarge: 'The amount is too large to calculate',
    },
  },
});

/** What the designer's palette and property panel call this widget and its properties. */
export const calculateLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    formula: '计算公式',
  },
  zhtw: {
    formula: '計算公式',
  },
  en: {
    formula: 'Formula',
  },
});
