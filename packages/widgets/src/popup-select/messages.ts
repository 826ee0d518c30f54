import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The popup pickers' words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const popupMessages = defineMessages(WIDGETS_NS, {
  zh: {
    popup: {
      title: '选择数据',
      serial: '序号',
      keyword: '关键词',
      search: '查询',
      reset: '重置',
      refresh: '刷新',
      total: '共 {{total}} 条',
    },
  },
  zhtw: {
    popup: {
      title: '選擇數據',
      serial: '序號',
      keyword: '關鍵詞',
      search: '查詢',
      reset: '重置',
      refresh: '刷新',
      total: '共 {{total}} 條',
    },
  },
  en: {
    popup: {
      title: 'Select data',
      serial: 'No.',
      keyword: 'Keyword',
      search: 'Search',
      reset: 'Reset',
      refresh: 'Refresh',
      total: '{{total}} in total',
    },
  },
});
