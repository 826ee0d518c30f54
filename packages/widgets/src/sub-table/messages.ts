import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

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

/** What the designer's palette and property panel call this widget and its properties. */
export const subTableLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    subTable: '设计子表',
    addButtonText: '动作文字',
    showTitle: '显示标题',
    showTotals: '合计',
    totalFields: '合计字段',
  },
  zhtw: {
    subTable: '設計子表',
    addButtonText: '動作文字',
    showTitle: '顯示標題',
    showTotals: '合計',
    totalFields: '合計欄位',
  },
  en: {
    subTable: 'Sub-table',
    addButtonText: 'Add button text',
    showTitle: 'Show title',
    showTotals: 'Show totals',
    totalFields: 'Total fields',
  },
});
