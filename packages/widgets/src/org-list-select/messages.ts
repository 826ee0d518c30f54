import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const orgListSelectLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    position: '岗位选择',
    role: '角色选择',
    group: '分组选择',
  },
  zhtw: {
    position: '崗位選擇',
    role: '角色選擇',
    group: '分組選擇',
  },
  en: {
    position: 'Position',
    role: 'Role',
    group: 'Group',
  },
});
