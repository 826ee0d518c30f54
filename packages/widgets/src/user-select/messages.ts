import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The user picker's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const userMessages = defineMessages(WIDGETS_NS, {
  zh: {
    user: {
      title: '选择用户',
      currentUser: '当前用户',
      tabAll: '全部数据',
      tabOrganize: '当前组织',
      tabSubordinates: '我的下属',
      tabSystem: '系统变量',
    },
  },
  zhtw: {
    user: {
      title: '選擇用戶',
      currentUser: '當前用戶',
      tabAll: '全部數據',
      tabOrganize: '當前組織',
      tabSubordinates: '我的下屬',
      tabSystem: '系統變量',
    },
  },
  en: {
    user: {
      title: 'Select users',
      currentUser: 'Current user',
      tabAll: 'All',
      tabOrganize: 'My organization',
      tabSubordinates: 'My subordinates',
      tabSystem: 'System variables',
    },
  },
});

/** What the designer's palette and property panel call this widget and its properties. */
export const userSelectLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    user: '用户选择',
    users: '用户组件',
  },
  zhtw: {
    user: '用戶選擇',
    users: '用戶組件',
  },
  en: {
    user: 'User',
    users: 'Users',
  },
});
