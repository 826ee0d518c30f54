import { registerMessages } from '../i18n/i18n.js';

// Few words, needed before the chat drawer is ever opened: all three languages travel together.
registerMessages('chatSocket', {
  zh: { sessionExpired: '登录过期,请重新登录' },
  zhtw: { sessionExpired: '登錄過期,請重新登錄' },
  en: { sessionExpired: 'Your session has expired, please sign in again' },
});
