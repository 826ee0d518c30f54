import { registerMessages } from '@formwork/shell';

/** The i18next namespace of the bill rule form. */
export const BILL_RULE_NS = 'billRuleForm';

const zh = {
  fullName: '业务名称',
  fullNamePlaceholder: '输入名称',
  enCode: '业务编码',
  enCodePlaceholder: '输入编码',
  category: '业务分类',
  categoryPlaceholder: '输入分类',
  prefix: '流水前缀',
  prefixPlaceholder: '输入前缀',
  dateFormat: '流水日期',
  noDate: '不加日期',
  digit: '流水位数',
  startNumber: '流水起始',
  suffix: '流水后缀',
  suffixPlaceholder: '输入后缀',
  example: '流水范例',
  exampleHint: '下一个取号的样子，随输入即时变化',
  locked: '已取过号：流水格式不能再修改',
  sortCode: '排序',
  state: '状态',
  description: '说明',
  required: '不能为空',
  cancel: '取消',
  save: '确定',
  saved: '保存成功',
};
type Words = Record<keyof typeof zh, string>;

const zhtw: Words = {
  fullName: '業務名稱',
  fullNamePlaceholder: '輸入名稱',
  enCode: '業務編碼',
  enCodePlaceholder: '輸入編碼',
  category: '業務分類',
  categoryPlaceholder: '輸入分類',
  prefix: '流水前綴',
  prefixPlaceholder: '輸入前綴',
  dateFormat: '流水日期',
  noDate: '不加日期',
  digit: '流水位數',
  startNumber: '流水起始',
  suffix: '流水後綴',
  suffixPlaceholder: '輸入後綴',
  example: '流水範例',
  exampleHint: '下一個取號的樣子，隨輸入即時變化',
  locked: '已取過號：流水格式不能再修改',
  sortCode: '排序',
  state: '狀態',
  description: '說明',
  required: '不能為空',
  cancel: '取消',
  save: '確定',
  saved: '儲存成功',
};

const en: Words = {
  fullName: 'Business',
  fullNamePlaceholder: 'Enter the name',
  enCode: 'Code',
  enCodePlaceholder: 'Enter the code',
  category: 'Category',
  categoryPlaceholder: 'Enter the category',
  prefix: 'Prefix',
  prefixPlaceholder: 'Enter the prefix',
  dateFormat: 'Date part',
  noDate: 'No date',
  digit: 'Digits',
  startNumber: 'Start number',
  suffix: 'Suffix',
  suffixPlaceholder: 'Enter the suffix',
  example: 'Example',
  exampleHint: 'How the next number looks, as you type',
  locked: 'Numbers were issued: the format can no longer change',
  sortCode: 'Order',
  state: 'State',
  description: 'Description',
  required: 'Required',
  cancel: 'Cancel',
  save: 'OK',
  saved: 'Saved',
};

export type BillRuleKey = keyof typeof zh;

registerMessages(BILL_RULE_NS, { zh, zhtw, en });
