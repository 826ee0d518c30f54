import type { Messages } from '../i18n/i18n.js';

/** The texts of the login page in traditional Chinese, fetched with that language (i18n/catalogue-zhtw.ts). */
const messages: Messages = {
  title: '登錄',
  subtitle: '歡迎登錄',
  tabs: { password: '賬號登錄', sms: '手機登錄', qr: '掃碼登錄' },
  account: '賬號',
  accountHint: '請輸入賬號',
  subAccountHint: '子賬號請輸入“手機號@賬號”',
  password: '密碼',
  passwordHint: '請輸入密碼',
  capsLock: '大寫鎖定已打開',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  code: '驗證碼',
  codeHint: '請輸入驗證碼',
  captchaRefresh: '看不清？換一張',
  mobile: '手機號',
  mobileHint: '請輸入手機號',
  mobileInvalid: '請輸入正確的手機號',
  smsCode: '短信驗證碼',
  getCode: '獲取驗證碼',
  countdown: '{{seconds}}s後重新獲取',
  resend: '重新獲取',
  submit: '登錄',
  qrHint: '請使用手機 App 掃描二維碼登錄',
  qrScanned: '掃描成功',
  qrConfirm: '請在手機上確認登錄',
  qrExpired: '二維碼已失效',
  qrFailed: '二維碼獲取失敗',
  qrRefresh: '點擊刷新',
  qrSigningIn: '正在登錄…',
  qrAlt: '登錄二維碼',
};

export default messages;
