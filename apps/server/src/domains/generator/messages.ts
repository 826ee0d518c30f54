import { defineMessages } from '@formwork/schema';

/** The answers of code generation, and the words of the screens a generated module draws. */
export const generatorMessages = defineMessages('generator', {
  zh: {
    classNameRequired: '请填写 PascalCase 形式的类名，如 LeaveRequest',
    reservedFileName: '{{name}} 是生成器自用的文件名',
    duplicateFileName: '{{name}} 已是另一个文件的名称',
    releasedNotJson: '已发布的设计不是有效的 JSON',
    word: {
      // Words of the screens a generated module draws, written into its generated/messages.ts
      save: '保存',
      ok: '确定',
      cancel: '取消',
      close: '关闭',
      createTitle: '新建',
      editTitle: '编辑',
      detailTitle: '详情',
    },
    notReleased: '该功能尚未发布，请先发布再生成代码',
  },
  zhtw: {
    classNameRequired: '請填寫 PascalCase 形式的類別名稱，如 LeaveRequest',
    reservedFileName: '{{name}} 是產生器自用的檔名',
    duplicateFileName: '{{name}} 已是另一個檔案的名稱',
    releasedNotJson: '已發佈的設計不是有效的 JSON',
    word: {
      save: '儲存',
      ok: '確定',
      cancel: '取消',
      close: '關閉',
      createTitle: '新建',
      editTitle: '編輯',
      detailTitle: '詳情',
    },
    notReleased: '該功能尚未發佈，請先發佈再產生程式碼',
  },
  en: {
    classNameRequired: 'is required: a PascalCase name such as LeaveRequest',
    reservedFileName: '{{name}} is a name the generator uses',
    duplicateFileName: '{{name}} is already the name of another file',
    releasedNotJson: 'the released design is not valid JSON',
    word: {
      save: 'Save',
      ok: 'OK',
      cancel: 'Cancel',
      close: 'Close',
      createTitle: 'New',
      editTitle: 'Edit',
      detailTitle: 'Details',
    },
    notReleased: 'This function is not published yet, publish it before generating code',
  },
});
