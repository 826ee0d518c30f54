/** Every text the page shows around its form. */
export const PAGE_TEXT = {
  create: '新建',
  edit: '编辑',
  detail: '详情',
  ok: '确定',
  cancel: '取消',
  /** The one button of a read-only (详情) dialog: there is nothing to cancel. */
  close: '关闭',
  created: '新建成功',
  updated: '修改成功',
  submit: '提交',
  reset: '重置',
  submitted: '提交成功',
  done: '操作成功',
  discardChanges: '表单内容尚未保存, 确定关闭吗?',
  notFound: '该功能未发布或已删除',
  retiredFields: '已不在表单中的字段',
} as const;

/** Dialogs are 800 px wide unless the form says otherwise (spec widgets-admin 9). */
export const DEFAULT_POPUP_WIDTH = '800px';
