import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The switch's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const switchMessages = defineMessages(WIDGETS_NS, {
  zh: {
    switch: {
      on: '开',
      off: '关',
    },
  },
  zhtw: {
    switch: {
      on: '開',
      off: '關',
    },
  },
  en: {
    switch: {
      on: 'On',
      off: 'Off',
    },
  },
});
