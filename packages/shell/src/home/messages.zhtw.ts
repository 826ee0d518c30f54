import type { Messages } from '../i18n/i18n.js';

/** The texts of the workspace in traditional Chinese, fetched with that language (i18n/catalogue-zhtw.ts). */
const messages: Messages = {
  title: '首頁',
  dashboard: '工作台',
  welcome: '歡迎使用 {{product}}',
  greetingLine: '{{greeting}}，{{name}}',
  greeting: { night: '夜深了', morning: '上午好', noon: '中午好', afternoon: '下午好', evening: '晚上好' },
  shortcuts: '快捷入口',
  noShortcuts: '暫無可用功能',
  recent: '最近訪問',
  noRecent: '還沒有訪問記錄，打開一個功能後會顯示在這裡',
  unread: '未讀提醒',
  messages: '站內訊息',
  notices: '通知公告',
  functions: '可用功能',
  openMessages: '查看訊息中心',
  profile: '個人資訊',
  portal: {
    switch: '切換入口網站',
    plain: '不使用入口網站',
    workspace: '個人工作台',
    uncategorised: '未分類',
    none: '暫無可查看的入口網站',
  },
  lastLogin: {
    title: '上次登入資訊',
    time: '登入時間：',
    place: '登入地點：',
    ip: '登入IP：',
    summary: '上次登入：{{time}}',
  },
};

export default messages;
