import { defineMessages } from '@formwork/schema';

/** The answers of form design and release. */
export const visualdevMessages = defineMessages('visualdev', {
  zh: {
    notFound: '该功能不存在或已删除',
    noSuchVersion: '该版本不存在',
    parentMenuMissing: '上级菜单不存在',
    menuCodeTaken: '菜单编码 {{enCode}} 已被占用',
    formNotDesigned: '表单尚未设计',
    button: {
      add: '新增',
      edit: '编辑',
      remove: '删除',
    },
    renameClash: '「{{label}}」与「{{other}}」都改名自 {{from}}，只有一个字段能接过它的值',
    renameBlocked:
      '「{{label}}」不能改名为 {{to}}：{{records}} 条记录仍保存着已删除字段 {{to}} 的值，请换一个名称',
    typeChangeBreaks: '「{{label}}」的类型变更后，{{records}} 条记录的值不符合新类型',
    typeChangeSeparator: '；',
    confirmTypeChanges: '{{listed}}。确认类型变更后再发布',
  },
  zhtw: {
    notFound: '該功能不存在或已刪除',
    noSuchVersion: '該版本不存在',
    parentMenuMissing: '上層選單不存在',
    menuCodeTaken: '選單編碼 {{enCode}} 已被占用',
    formNotDesigned: '表單尚未設計',
    button: {
      add: '新增',
      edit: '編輯',
      remove: '刪除',
    },
    renameClash: '「{{label}}」與「{{other}}」都改名自 {{from}}，只有一個欄位能接手它的值',
    renameBlocked:
      '「{{label}}」不能改名為 {{to}}：{{records}} 筆記錄仍保存著已刪除欄位 {{to}} 的值，請換一個名稱',
    typeChangeBreaks: '「{{label}}」的類型變更後，{{records}} 筆記錄的值不符合新類型',
    typeChangeSeparator: '；',
    confirmTypeChanges: '{{listed}}。確認類型變更後再發佈',
  },
  en: {
    notFound: 'This function does not exist or has been deleted',
    noSuchVersion: 'This version does not exist',
    parentMenuMissing: 'the parent menu does not exist',
    menuCodeTaken: 'the menu code {{enCode}} is already taken',
    formNotDesigned: 'the form has not been designed yet',
    button: {
      add: 'Add',
      edit: 'Edit',
      remove: 'Delete',
    },
    renameClash:
      '"{{label}}" and "{{other}}" were both renamed from {{from}}; only one field can take over its values',
    renameBlocked:
      '"{{label}}" cannot be renamed to {{to}}: {{records}} records still hold values of the deleted field {{to}}, please choose another name',
    typeChangeBreaks:
      'after the type change of "{{label}}", the values of {{records}} records do not fit the new type',
    typeChangeSeparator: '; ',
    confirmTypeChanges: '{{listed}}. Confirm the type changes before publishing',
  },
});
