import { i18n, registerMessages } from '@formwork/shell';
import { useMemo } from 'react';
import { useLanguage } from '../web-design/use-language.js';

/** The i18next namespace of the print template designer and preview. */
export const PRINT_NS = 'printDev';

const zh = {
  fields: '表单字段',
  fieldsHint: '点击字段，在光标处插入它的占位符',
  noForm: '该模板未关联表单，请先在编辑中选择关联表单',
  subTable: '子表',
  insertSubTable: '插入子表明细',
  table: '表格',
  insertTable: '插入表格',
  rowBelow: '下方插入行',
  columnRight: '右侧插入列',
  deleteRow: '删除行',
  deleteColumn: '删除列',
  deleteTable: '删除表格',
  paper: '纸张',
  custom: '自定义',
  width: '宽(mm)',
  height: '高(mm)',
  portrait: '纵向',
  landscape: '横向',
  margins: '页边距(mm)',
  top: '上',
  bottom: '下',
  left: '左',
  right: '右',
  save: '保存',
  cancel: '取消',
  saved: '保存成功',
  loading: '正在加载…',
  loadFailed: '加载失败，请稍后重试',
  record: '选择记录',
  recordPlaceholder: '请选择一条记录预览',
  print: '打印',
  noRecords: '该表单暂无记录',
  normal: '正文',
  heading: '标题 {{n}}',
};

const zhtw: typeof zh = {
  fields: '表單欄位',
  fieldsHint: '點擊欄位，在游標處插入它的佔位符',
  noForm: '該範本未關聯表單，請先在編輯中選擇關聯表單',
  subTable: '子表',
  insertSubTable: '插入子表明細',
  table: '表格',
  insertTable: '插入表格',
  rowBelow: '下方插入列',
  columnRight: '右側插入欄',
  deleteRow: '刪除列',
  deleteColumn: '刪除欄',
  deleteTable: '刪除表格',
  paper: '紙張',
  custom: '自訂',
  width: '寬(mm)',
  height: '高(mm)',
  portrait: '縱向',
  landscape: '橫向',
  margins: '頁邊距(mm)',
  top: '上',
  bottom: '下',
  left: '左',
  right: '右',
  save: '儲存',
  cancel: '取消',
  saved: '儲存成功',
  loading: '正在載入…',
  loadFailed: '載入失敗，請稍後重試',
  record: '選擇記錄',
  recordPlaceholder: '請選擇一筆記錄預覽',
  print: '列印',
  noRecords: '該表單暫無記錄',
  normal: '內文',
  heading: '標題 {{n}}',
};

const en: typeof zh = {
  fields: 'Form fields',
  fieldsHint: 'Click a field to insert its placeholder at the cursor',
  noForm: 'This template is linked to no form; choose one in Edit first',
  subTable: 'Sub-table',
  insertSubTable: 'Insert the sub-table rows',
  table: 'Table',
  insertTable: 'Insert a table',
  rowBelow: 'Row below',
  columnRight: 'Column right',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  deleteTable: 'Delete table',
  paper: 'Paper',
  custom: 'Custom',
  width: 'Width (mm)',
  height: 'Height (mm)',
  portrait: 'Portrait',
  landscape: 'Landscape',
  margins: 'Margins (mm)',
  top: 'Top',
  bottom: 'Bottom',
  left: 'Left',
  right: 'Right',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  loading: 'Loading…',
  loadFailed: 'Could not load; try again later',
  record: 'Record',
  recordPlaceholder: 'Choose a record to preview',
  print: 'Print',
  noRecords: 'The form has no records yet',
  normal: 'Normal',
  heading: 'Heading {{n}}',
};

export type PrintKey = keyof typeof zh;
registerMessages(PRINT_NS, { zh, zhtw, en });

/** The designer's words in the current language, following a switch at once. */
export function usePrintTexts(): (key: PrintKey, values?: Record<string, unknown>) => string {
  const language = useLanguage();
  return useMemo(() => {
    const t = i18n.getFixedT(language, PRINT_NS);
    return (key: PrintKey, values?: Record<string, unknown>) => t(key, values ?? {});
  }, [language]);
}
