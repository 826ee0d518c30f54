import type { PageSchema } from '@formwork/schema';
import type { OnlineUserKey } from './online-user-messages.js';

/**
 * 在线用户 as a plain page schema worded by `t`: the runtime draws it like any generated screen,
 * against the server's own endpoints.
 */
export const onlineUserPage = (t: (key: OnlineUserKey) => string): PageSchema => ({
  version: 1,
  kind: 'page',
  title: t('title'),
  form: {
    version: 1,
    kind: 'form',
    settings: { labelWidth: 100 },
    fields: [
      { jnpfKey: 'input', vModel: 'userName', label: t('userName') },
      {
        jnpfKey: 'datePicker',
        vModel: 'loginTime',
        label: t('loginTime'),
        props: { format: 'yyyy-MM-dd HH:mm:ss' },
      },
      { jnpfKey: 'input', vModel: 'loginIPAddress', label: t('loginIPAddress') },
      { jnpfKey: 'input', vModel: 'loginIPAddressName', label: t('loginIPAddressName') },
      { jnpfKey: 'input', vModel: 'loginSystem', label: t('loginSystem') },
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
      { label: t('userName'), prop: 'userName', width: 180 },
      { label: t('loginTime'), prop: 'loginTime', width: 180 },
      { label: t('loginIPAddress'), prop: 'loginIPAddress', width: 140 },
      { label: t('loginIPAddressName'), prop: 'loginIPAddressName', width: 140 },
      { label: t('loginSystem'), prop: 'loginSystem' },
    ],
    searchList: [],
    btnsList: [],
    columnBtnsList: [{ value: 'remove', label: t('forceOut') }],
    useBtnPermission: true,
  },
  endpoints: {
    list: { method: 'GET', url: '/api/system/OnlineUser', idField: 'userId' },
    remove: {
      method: 'DELETE',
      url: '/api/system/OnlineUser/{dataId}',
      confirm: t('forceOutConfirm'),
      success: t('done'),
    },
  },
});
