import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The sub-table's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const subTableMessages = defineMessages(WIDGETS_NS, {
  zh: {
    subTable: {
      serial: '序号',
      actions: '操作',
      summary: '合计',
      delete: '删除',
      empty: '暂无数据',
      required: '不能为空',
      add: '添加',
    },
  },
  zhtw: {
    subTable: {
      serial: '序號',
      actions: '操作',
      summary: '合計',
      delete: '刪除',
      empty: '暫無數據',
      required: '不能為空',
      add: '添加',
    },
  },
  en: {
    subTable: {
      serial: 'No.',
      actions: 'Actions',
      summary: 'Total',
      delete: 'Delete',
      empty: 'No data',
      required: 'Required',
      add: 'Add',
    },
  },
});
