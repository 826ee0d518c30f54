import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The organisation pickers' words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const organizeMessages = defineMessages(WIDGETS_NS, {
  zh: {
    organize: {
      departmentTitle: '选择部门',
      organizeTitle: '选择组织',
    },
  },
  zhtw: {
    organize: {
      departmentTitle: '選擇部門',
      organizeTitle: '選擇組織',
    },
  },
  en: {
    organize: {
      departmentTitle: 'Select a department',
      organizeTitle: 'Select an organization',
    },
  },
});
