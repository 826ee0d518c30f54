import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The data interface picker's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const interfaceMessages = defineMessages(WIDGETS_NS, {
  zh: {
    interface: {
      title: '选择数据接口',
      name: '名称',
      code: '编码',
    },
  },
  zhtw: {
    interface: {
      title: '選擇數據接口',
      name: '名稱',
      code: '編碼',
    },
  },
  en: {
    interface: {
      title: 'Select a data interface',
      name: 'Name',
      code: 'Code',
    },
  },
});
