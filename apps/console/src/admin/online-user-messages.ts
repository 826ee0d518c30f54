import { registerMessages } from '@formwork/shell';

/** The i18next namespace of the 在线用户 screen. */
export const ONLINE_USER_NS = 'onlineUser';

const zh = {
  title: '在线用户',
  userName: '用户',
  loginTime: '登录时间',
  loginIPAddress: '登录IP',
  loginIPAddressName: '登录地点',
  loginSystem: '浏览器',
  forceOut: '强制下线',
  forceOutConfirm: '此操作将强制该用户下线，是否继续？',
  done: '操作成功',
};

export type OnlineUserKey = keyof typeof zh;

const zhtw: Record<OnlineUserKey, string> = {
  title: '線上使用者',
  userName: '使用者',
  loginTime: '登入時間',
  loginIPAddress: '登入IP',
  loginIPAddressName: '登入地點',
  loginSystem: '瀏覽器',
  forceOut: '強制下線',
  forceOutConfirm: '此操作將強制該使用者下線，是否繼續？',
  done: '操作成功',
};

const en: Record<OnlineUserKey, string> = {
  title: 'Online users',
  userName: 'User',
  loginTime: 'Signed in at',
  loginIPAddress: 'IP address',
  loginIPAddressName: 'Location',
  loginSystem: 'Browser',
  forceOut: 'Sign out',
  forceOutConfirm: 'This signs the user out. Continue?',
  done: 'Done',
};

registerMessages(ONLINE_USER_NS, { zh, zhtw, en });
