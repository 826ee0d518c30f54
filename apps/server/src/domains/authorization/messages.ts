import { defineMessages } from '@formwork/schema';

/** The built-in data schemes of every model, as the role screen names them. */
export const dataSchemeMessages = defineMessages('dataScheme', {
  zh: {
    all: '全部数据',
    own: '本人创建的数据',
    ownDepartment: '本部门的数据',
    ownDepartmentAndBelow: '本部门及下级部门的数据',
    ownOrganisation: '本组织的数据',
  },
  zhtw: {
    all: '全部資料',
    own: '本人建立的資料',
    ownDepartment: '本部門的資料',
    ownDepartmentAndBelow: '本部門及下級部門的資料',
    ownOrganisation: '本組織的資料',
  },
  en: {
    all: 'All data',
    own: 'Data I created',
    ownDepartment: "My department's data",
    ownDepartmentAndBelow: "My department's and its sub-departments' data",
    ownOrganisation: "My organization's data",
  },
});

/** The stock buttons of menu entries, as the role screen names them. */
export const buttonMessages = defineMessages('button', {
  zh: {
    add: '新建',
    edit: '编辑',
    remove: '删除',
    detail: '详情',
    export: '导出',
    import: '导入',
    batchRemove: '批量删除',
    batchPrint: '批量打印',
    clear: '清空',
    copy: '复制',
    downloadCode: '下载代码',
    save: '保存',
    release: '发布',
    forceOffline: '强制下线',
    resetPassword: '重置密码',
    unlock: '解除锁定',
  },
  zhtw: {
    add: '新建',
    edit: '編輯',
    remove: '刪除',
    detail: '詳情',
    export: '匯出',
    import: '匯入',
    batchRemove: '批次刪除',
    batchPrint: '批次列印',
    clear: '清空',
    copy: '複製',
    downloadCode: '下載程式碼',
    save: '保存',
    release: '發佈',
    forceOffline: '強制下線',
    resetPassword: '重設密碼',
    unlock: '解除鎖定',
  },
  en: {
    add: 'Add',
    edit: 'Edit',
    remove: 'Delete',
    detail: 'Details',
    export: 'Export',
    import: 'Import',
    batchRemove: 'Delete selected',
    batchPrint: 'Print selected',
    clear: 'Clear',
    copy: 'Copy',
    downloadCode: 'Download code',
    save: 'Save',
    release: 'Release',
    forceOffline: 'Sign out',
    resetPassword: 'Reset password',
    unlock: 'Unlock',
  },
});

/** The answers of granting roles their menus, buttons, columns, forms and data. */
export const authorizeMessages = defineMessages('authorize', {
  zh: {
    roleMissing: '角色 {{id}} 不存在或已删除',
    onlyRoles: '只能为角色授权',
    unknownIds: '{{ids}} 不存在或已删除',
  },
  zhtw: {
    roleMissing: '角色 {{id}} 不存在或已刪除',
    onlyRoles: '只能為角色授權',
    unknownIds: '{{ids}} 不存在或已刪除',
  },
  en: {
    roleMissing: 'the role {{id}} does not exist or has been deleted',
    onlyRoles: 'permissions are granted to roles only',
    unknownIds: '{{ids}} does not exist or has been deleted',
  },
});
