import type { Messages } from '../i18n/i18n.js';

/** The texts of the layout in traditional Chinese, fetched with that language (i18n/catalogue-zhtw.ts). */
const messages: Messages = {
  route: {
    home: '首頁',
    dashboard: '工作台',
    login: '登錄',
    authRedirect: '登錄跳轉',
    jump: '跳轉',
    lockScreen: '鎖屏',
    forceChangePassword: '修改密碼',
    messageRecord: '訊息中心',
    previewModel: '功能預覽',
    profile: '個人信息',
    emailDetail: '查看郵件',
    workFlowDetail: '流程詳情',
    salaryimportDetail: '工資條詳情',
    dshResult: '報表簽核',
    notFound: '404',
  },
  more: '更多 ...',
  menu: '菜單',
  tabs: {
    refresh: '刷新',
    close: '關閉',
    closeOthers: '關閉其他',
    closeAll: '關閉所有',
    previous: '向左滾動',
    next: '向右滾動',
  },
  noPermission: {
    title: '無權訪問',
    subtitle: '您沒有訪問該頁面的權限，請聯繫管理員',
    home: '返回首頁',
  },
  unavailable: {
    subtitle: '該功能暫未開放，敬請期待',
    home: '返回首頁',
  },
  external: {
    newWindow: '該頁面在新窗口中打開',
    open: '打開頁面',
    link: '外部鏈接',
  },
  redirecting: '正在跳轉…',
};

export default messages;
