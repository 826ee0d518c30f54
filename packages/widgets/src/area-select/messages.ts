import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The area picker's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const areaMessages = defineMessages(WIDGETS_NS, {
  zh: {
    area: {
      title: '选择省市区',
    },
  },
  zhtw: {
    area: {
      title: '選擇省市區',
    },
  },
  en: {
    area: {
      title: 'Select a region',
    },
  },
});
