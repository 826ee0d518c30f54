import { defineMessages } from '@formwork/schema';

/** The answers of print templates. */
export const printDevMessages = defineMessages('printDev', {
  zh: {
    notFound: '打印模板不存在或已删除',
    formMissing: '关联的表单不存在',
    formNotReleased: '该表单尚未发布',
    noForm: '该打印模板未关联表单',
    badPageParam: '纸张设置无效',
    copySuffix: '副本',
    imported: '导入成功',
    tooManyRecords: '一次最多打印 {{max}} 条记录',
  },
  zhtw: {
    notFound: '列印範本不存在或已刪除',
    formMissing: '關聯的表單不存在',
    formNotReleased: '該表單尚未發佈',
    noForm: '該列印範本未關聯表單',
    badPageParam: '紙張設定無效',
    copySuffix: '副本',
    imported: '匯入成功',
    tooManyRecords: '一次最多列印 {{max}} 筆記錄',
  },
  en: {
    notFound: 'The print template does not exist or has been deleted',
    formMissing: 'the linked form does not exist',
    formNotReleased: 'the form has not been released',
    noForm: 'the print template is linked to no form',
    badPageParam: 'the paper settings are not valid',
    copySuffix: ' (copy)',
    imported: 'Imported',
    tooManyRecords: 'at most {{max}} records can be printed at once',
  },
});
