import { defineMessages, type MessageKey, type Translation } from '@formwork/schema';

const zh = {
  module: '菜单权限',
  button: '按钮权限',
  column: '列表权限',
  form: '表单权限',
  resource: '数据权限',
  checkAll: '全部勾选',
  deselectAll: '取消全选',
  expandAll: '展开全部',
  foldAll: '折叠全部',
  save: '保存',
  cancel: '取消',
  loading: '正在加载权限…',
  loadFailed: '权限加载失败，请稍后重试',
  noMenus: '暂无菜单',
  noItems: '勾选的菜单下没有此类权限，请先在“菜单权限”中勾选菜单',
  ticked: '已选 {{count}} / {{total}}',
  unsaved: '有未保存的修改',
  saved: '权限已保存，相关用户的下一次请求即按新权限生效',
  roleOf: '角色：{{name}}',
  unguarded: '{{switchName}}未开启',
  unguardedHint:
    '此处勾选暂不生效：能打开此菜单的角色都能看到{{things}}。请在“功能设计 › 列表设计 › 列表属性”中开启“{{switchName}}”并重新发布；开启后，未在此授予的角色将看不到这些内容。',
  switch: { button: '按钮权限', column: '列表权限', form: '表单权限', resource: '数据权限' },
  things: { button: '全部按钮', column: '全部列', form: '全部字段', resource: '全部数据' },
};

const zhtw: Translation<typeof zh> = {
  module: '選單權限',
  button: '按鈕權限',
  column: '列表權限',
  form: '表單權限',
  resource: '資料權限',
  checkAll: '全部勾選',
  deselectAll: '取消全選',
  expandAll: '展開全部',
  foldAll: '摺疊全部',
  save: '保存',
  cancel: '取消',
  loading: '正在載入權限…',
  loadFailed: '權限載入失敗，請稍後重試',
  noMenus: '暫無選單',
  noItems: '勾選的選單下沒有此類權限，請先在「選單權限」中勾選選單',
  ticked: '已選 {{count}} / {{total}}',
  unsaved: '有未保存的修改',
  saved: '權限已保存，相關使用者的下一次請求即按新權限生效',
  roleOf: '角色：{{name}}',
  unguarded: '{{switchName}}未開啟',
  unguardedHint:
    '此處勾選暫不生效：能開啟此選單的角色都能看到{{things}}。請在「功能設計 › 列表設計 › 列表屬性」中開啟「{{switchName}}」並重新發佈；開啟後，未在此授予的角色將看不到這些內容。',
  switch: { button: '按鈕權限', column: '列表權限', form: '表單權限', resource: '資料權限' },
  things: { button: '全部按鈕', column: '全部欄', form: '全部欄位', resource: '全部資料' },
};

const en: Translation<typeof zh> = {
  module: 'Menus',
  button: 'Buttons',
  column: 'List columns',
  form: 'Form fields',
  resource: 'Data',
  checkAll: 'Check all',
  deselectAll: 'Deselect all',
  expandAll: 'Expand all',
  foldAll: 'Fold all',
  save: 'Save',
  cancel: 'Cancel',
  loading: 'Loading permissions…',
  loadFailed: 'The permissions could not be loaded; please try again',
  noMenus: 'No menus',
  noItems: 'The ticked menus have none of these; tick menus under "Menus" first',
  ticked: '{{count}} of {{total}} ticked',
  unsaved: 'Unsaved changes',
  saved: 'Permissions saved; the affected users get them on their next request',
  roleOf: 'Role: {{name}}',
  unguarded: '{{switchName}} off',
  unguardedHint:
    'Ticks here have no effect yet: every role that opens this menu sees {{things}}. Switch on "{{switchName}}" under Function design › List › List and release again; from then on, roles not granted them here no longer see them.',
  switch: {
    button: 'Button permissions',
    column: 'Column permissions',
    form: 'Form permissions',
    resource: 'Data permissions',
  },
  things: { button: 'every button', column: 'every column', form: 'every field', resource: 'every record' },
};

export type AuthorizeKey = MessageKey<typeof zh>;
/** The words of the authorization matrix. */
export const AUTHORIZE_TEXT = defineMessages('authorizeMatrix', { zh, zhtw, en });
