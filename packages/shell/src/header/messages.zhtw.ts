import type { Messages } from '../i18n/i18n.js';

/** The texts of the header in traditional Chinese, fetched with that language (i18n/catalogue-zhtw.ts). */
const messages: Messages = {
  collapse: '收起選單',
  expand: '展開選單',
  fullscreen: '全螢幕',
  exitFullscreen: '退出全螢幕',
  fullscreenUnsupported: '您的瀏覽器不支援全螢幕',
  size: '佈局大小',
  sizes: { default: '預設', medium: '中等', small: '小型', mini: '迷你' },
  messages: '站內訊息',
  chat: '內部聊天',
  settings: '系統設定',
  lock: '鎖定螢幕',
  language: '語言',
  profile: '個人資訊',
  about: '關於平台',
  statement: '官方聲明',
  logout: '登出',
  userMenu: '使用者選單',
  confirmTitle: '提示',
  logoutConfirm: '您確定要退出應用程式嗎?',
  ok: '確定',
  cancel: '取消',
};

export default messages;
