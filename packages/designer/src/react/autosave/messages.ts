import { defineMessages } from '@formwork/schema';

/** How far saving the design has come, and why it failed. */
export const saveMessages = defineMessages('save', {
  zh: {
    closeUnsaved: '还有未保存的修改，确定关闭吗？',
    saved: '已保存',
    saving: '保存中',
    dirty: '未保存',
    failed: '保存失败',
    retry: '重试',
    leave: '还有未保存的修改，确定离开吗？',
    restored: '已恢复上次未保存的修改',
  },
  zhtw: {
    closeUnsaved: '還有未儲存的修改，確定關閉嗎？',
    saved: '已儲存',
    saving: '儲存中',
    dirty: '未儲存',
    failed: '儲存失敗',
    retry: '重試',
    leave: '還有未儲存的修改，確定離開嗎？',
    restored: '已恢復上次未儲存的修改',
  },
  en: {
    closeUnsaved: 'There are unsaved changes. Close anyway?',
    saved: 'Saved',
    saving: 'Saving',
    dirty: 'Unsaved',
    failed: 'Save failed',
    retry: 'Retry',
    leave: 'There are unsaved changes. Leave anyway?',
    restored: 'Unsaved changes from last time were restored',
  },
});
