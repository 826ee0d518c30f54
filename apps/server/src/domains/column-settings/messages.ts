import { defineMessages } from '@formwork/schema';

/** The answers of saved column settings. */
export const columnSettingsMessages = defineMessages('columnSettings', {
  zh: {
    expectArray: '应为列设置的数组',
    tooManyColumns: '最多{{max}}列',
    expectProp: '应为列的字段名',
    expectBoolean: '应为 true 或 false',
    menuMissing: '菜单不存在',
  },
  zhtw: {
    expectArray: '應為欄設定的陣列',
    tooManyColumns: '最多{{max}}欄',
    expectProp: '應為欄的欄位名稱',
    expectBoolean: '應為 true 或 false',
    menuMissing: '選單不存在',
  },
  en: {
    expectArray: 'must be an array of column settings',
    tooManyColumns: 'at most {{max}} columns',
    expectProp: "must be the column's field name",
    expectBoolean: 'must be true or false',
    menuMissing: 'the menu does not exist',
  },
});
