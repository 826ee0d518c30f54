import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

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
