import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from './namespace.js';

/**
 * Words several widgets share.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const fieldMessages = defineMessages(WIDGETS_NS, {
  zh: {
    field: {
      input: '请输入',
    },
  },
  zhtw: {
    field: {
      input: '請輸入',
    },
  },
  en: {
    field: {
      input: 'Please enter',
    },
  },
});
