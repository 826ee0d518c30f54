import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The number range's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const numRangeMessages = defineMessages(WIDGETS_NS, {
  zh: {
    numRange: {
      min: '最小值',
      max: '最大值',
    },
  },
  zhtw: {
    numRange: {
      min: '最小值',
      max: '最大值',
    },
  },
  en: {
    numRange: {
      min: 'Minimum',
      max: 'Maximum',
    },
  },
});
