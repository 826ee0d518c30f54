/** Texts the picker dialogs share, as JNPF writes them. */
export const PICKER_TEXTS = {
  placeholder: '请选择',
  keyword: '请输入关键词',
  choices: '可选',
  selected: '已选',
  clearAll: '清空列表',
  empty: '暂无数据',
  cancel: '取消',
  confirm: '确定',
} as const;

/** Spec widgets-admin 9: dialogs are 800px wide. */
export const PICKER_DIALOG_WIDTH = 800;
