import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The approver picker's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const approverMessages = defineMessages(WIDGETS_NS, {
  zh: {
    approver: {
      title: '审批人',
      required: '请选择{{title}}',
    },
  },
  zhtw: {
    approver: {
      title: '審批人',
      required: '請選擇{{title}}',
    },
  },
  en: {
    approver: {
      title: 'Approver',
      required: 'Please select {{title}}',
    },
  },
});
