import { defineMessages } from '@formwork/schema';

/** The words of releasing a design and its permission switches. */
export const releaseMessages = defineMessages('release', {
  zh: {
    button: '发布',
    title: '同步菜单',
    parent: '上级菜单',
    parentRequired: '请选择上级菜单',
    note: '发布说明',
    confirmTypeChanges: '确认字段类型变更',
    done: '发布成功',
    saveFirst: '保存完成后才能发布',
  },
  zhtw: {
    button: '發佈',
    title: '同步菜單',
    parent: '上級菜單',
    parentRequired: '請選擇上級菜單',
    note: '發佈說明',
    confirmTypeChanges: '確認欄位類型變更',
    done: '發佈成功',
    saveFirst: '儲存完成後才能發佈',
  },
  en: {
    button: 'Release',
    title: 'Release to the menu',
    parent: 'Parent menu',
    parentRequired: 'Choose the parent menu',
    note: 'Release note',
    confirmTypeChanges: 'Confirm field type changes',
    done: 'Released',
    saveFirst: 'Release once the draft is saved',
  },
});
