import type { FormLanguage } from '../form/types.js';

/** Every text the list shows, in Chinese as the spec words it (widgets-admin 2, 5, 8). */
const zh = {
  search: '查询',
  reset: '重置',
  keyword: '关键词',
  keywordPlaceholder: '请输入关键词查询',
  empty: '暂无数据',
  rowNumber: '序号',
  actions: '操作',
  add: '新增',
  download: '导出',
  batchRemove: '批量删除',
  edit: '编辑',
  remove: '删除',
  detail: '详情',
  refresh: '刷新',
  columnSettings: '列设置',
  confirmTitle: '提示',
  deleteConfirm: '此操作将永久删除该数据, 是否继续?',
  ok: '确定',
  cancel: '取消',
  removed: '删除成功',
  selectOne: '请选择一条数据',
  rangeStart: '开始',
  rangeEnd: '结束',
  minimum: '最小值',
  maximum: '最大值',
  pleaseSelect: '请选择',
  pleaseInput: '请输入',
  summary: '合计',
  save: '保存',
  updated: '修改成功',
  groupEmpty: '（空）',
  groupCount: '{count} 条',
} as const;

export type ListTexts = { readonly [K in keyof typeof zh]: string };

const zhtw: ListTexts = {
  search: '查詢',
  reset: '重置',
  keyword: '關鍵詞',
  keywordPlaceholder: '請輸入關鍵詞查詢',
  empty: '暫無資料',
  rowNumber: '序號',
  actions: '操作',
  add: '新增',
  download: '匯出',
  batchRemove: '批量刪除',
  edit: '編輯',
  remove: '刪除',
  detail: '詳情',
  refresh: '重新整理',
  columnSettings: '欄位設定',
  confirmTitle: '提示',
  deleteConfirm: '此操作將永久刪除該資料, 是否繼續?',
  ok: '確定',
  cancel: '取消',
  removed: '刪除成功',
  selectOne: '請選擇一條資料',
  rangeStart: '開始',
  rangeEnd: '結束',
  minimum: '最小值',
  maximum: '最大值',
  pleaseSelect: '請選擇',
  pleaseInput: '請輸入',
  summary: '合計',
  save: '儲存',
  updated: '修改成功',
  groupEmpty: '（空）',
  groupCount: '{count} 筆',
};

const en: ListTexts = {
  search: 'Search',
  reset: 'Reset',
  keyword: 'Keyword',
  keywordPlaceholder: 'Enter a keyword',
  empty: 'No data',
  rowNumber: 'No.',
  actions: 'Actions',
  add: 'Add',
  download: 'Export',
  batchRemove: 'Delete selected',
  edit: 'Edit',
  remove: 'Delete',
  detail: 'Details',
  refresh: 'Refresh',
  columnSettings: 'Columns',
  confirmTitle: 'Confirm',
  deleteConfirm: 'This permanently deletes the data. Continue?',
  ok: 'OK',
  cancel: 'Cancel',
  removed: 'Deleted',
  selectOne: 'Select at least one row',
  rangeStart: 'Start',
  rangeEnd: 'End',
  minimum: 'Min',
  maximum: 'Max',
  pleaseSelect: 'Select',
  pleaseInput: 'Enter',
  summary: 'Total',
  save: 'Save',
  updated: 'Saved',
  groupEmpty: '(empty)',
  groupCount: '{count} rows',
};

/** The list's texts per language the runtime may be given (RuntimeContextValue.language). */
export const LIST_TEXTS: Readonly<Record<FormLanguage, ListTexts>> = { zh, zhtw, en };

/** The Chinese texts, for code that has not learnt the user's language yet. */
export const LIST_TEXT = zh;

/** A text with `{name}` places filled: fillText('{count} 条', {count: 3}) -> '3 条'. */
export const fillText = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
