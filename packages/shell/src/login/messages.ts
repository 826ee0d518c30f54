import { registerMessages } from '../i18n/i18n.js';

/** Texts of the login page; the zh values are the exact wording the page shows. */
// The traditional Chinese and English texts travel with their language (i18n/catalogue-*.ts).
registerMessages('login', {
  zh: {
    title: '登录',
    subtitle: '欢迎登录',
    tabs: { password: '账号登录', sms: '手机登录', qr: '扫码登录' },
    account: '账号',
    accountHint: '请输入账号',
    subAccountHint: '子账号请输入“手机号@账号”',
    password: '密码',
    passwordHint: '请输入密码',
    capsLock: '大写锁定已打开',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    code: '验证码',
    codeHint: '请输入验证码',
    captchaRefresh: '看不清？换一张',
    mobile: '手机号',
    mobileHint: '请输入手机号',
    mobileInvalid: '请输入正确的手机号',
    smsCode: '短信验证码',
    getCode: '获取验证码',
    countdown: '{{seconds}}s后重新获取',
    resend: '重新获取',
    submit: '登录',
    qrHint: '请使用手机 App 扫描二维码登录',
    qrScanned: '扫描成功',
    qrConfirm: '请在手机上确认登录',
    qrExpired: '二维码已失效',
    qrFailed: '二维码获取失败',
    qrRefresh: '点击刷新',
    qrSigningIn: '正在登录…',
    qrAlt: '登录二维码',
  },
});

export const LOGIN_NAMESPACE = 'login';
