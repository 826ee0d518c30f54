import type { Messages } from '../i18n/i18n.js';

/** The texts of the login page in English, fetched with that language (i18n/catalogue-en.ts). */
const messages: Messages = {
  title: 'Sign in',
  subtitle: 'Welcome',
  tabs: { password: 'Account', sms: 'Mobile', qr: 'Scan QR' },
  account: 'Account',
  accountHint: 'Enter your account',
  subAccountHint: 'Sub-accounts: mobile@account',
  password: 'Password',
  passwordHint: 'Enter your password',
  capsLock: 'Caps Lock is on',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  code: 'Verification code',
  codeHint: 'Enter the verification code',
  captchaRefresh: 'Hard to read? Show another',
  mobile: 'Mobile number',
  mobileHint: 'Enter your mobile number',
  mobileInvalid: 'Enter a correct mobile number',
  smsCode: 'SMS code',
  getCode: 'Get code',
  countdown: 'Resend in {{seconds}}s',
  resend: 'Resend',
  submit: 'Sign in',
  qrHint: 'Scan the QR code with the mobile app to sign in',
  qrScanned: 'Scanned',
  qrConfirm: 'Confirm the sign-in on your phone',
  qrExpired: 'QR code expired',
  qrFailed: 'Could not load the QR code',
  qrRefresh: 'Refresh',
  qrSigningIn: 'Signing in…',
  qrAlt: 'Sign-in QR code',
};

export default messages;
