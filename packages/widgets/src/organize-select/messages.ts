import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

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

/** What the designer's palette and property panel call this widget and its properties. */
export const organizeSelectLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    organization: '组织选择',
    department: '部门选择',
  },
  zhtw: {
    organization: '組織選擇',
    department: '部門選擇',
  },
  en: {
    organization: 'Organization',
    department: 'Department',
  },
});
