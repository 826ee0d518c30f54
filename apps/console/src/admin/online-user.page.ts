import type { PageSchema } from '@formwork/schema';

/**
 * 在线用户 (spec widgets-admin 6) as a plain page schema: the runtime draws it like any
 * generated screen, against the server's own endpoints.
 */
export const onlineUserPage: PageSchema = {
  version: 1,
  kind: 'page',
  title: '在线用户',
  form: {
    version: 1,
    kind: 'form',
    settings: { labelWidth: 100 },
    fields: [
      { jnpfKey: 'input', vModel: 'userName', label: '用户' },
      {
        jnpfKey: 'datePicker',
        vModel: 'loginTime',
        label: '登录时间',
        props: { format: 'yyyy-MM-dd HH:mm:ss' },
      },
      { jnpfKey: 'input', vModel: 'loginIPAddress', label: '登录IP' },
      { jnpfKey: 'input', vModel: 'loginIPAddressName', label: '登录地点' },
      { jnpfKey: 'input', vModel: 'loginSystem', label: '浏览器' },
    ],
  },
  list: {
    version: 1,
    kind: 'list',
    type: 1,
    // The server answers every online user at once, one line each.
    hasPage: false,
    pageSize: 20,
    columnList: [
      { label: '用户', prop: 'userName', width: 180 },
      { label: '登录时间', prop: 'loginTime', width: 180 },
      { label: '登录IP', prop: 'loginIPAddress', width: 140 },
      { label: '登录地点', prop: 'loginIPAddressName', width: 140 },
      { label: '浏览器', prop: 'loginSystem' },
    ],
    searchList: [],
    btnsList: [],
    columnBtnsList: [{ value: 'remove', label: '强制下线' }],
    useBtnPermission: true,
  },
  endpoints: {
    list: { method: 'GET', url: '/api/system/OnlineUser', idField: 'userId' },
    remove: {
      method: 'DELETE',
      url: '/api/system/OnlineUser/{dataId}',
      confirm: '此操作将强制该用户下线，是否继续？',
      success: '操作成功',
    },
  },
};
