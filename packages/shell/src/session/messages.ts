import { defineMessages, type MessageKey } from '@formwork/schema';
import { textOf } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';

export const SESSION_TEXT = defineMessages('session', {
  zh: {
    notVerified: '验证失败，请重新登录。',
    noPermission: '您的权限不足，请联系管理员',
    expired: '登录过期,请重新登录',
  },
  zhtw: {
    notVerified: '驗證失敗，請重新登入。',
    noPermission: '您的權限不足，請聯繫管理員',
    expired: '登錄過期,請重新登錄',
  },
  en: {
    notVerified: 'Verification failed, please sign in again.',
    noPermission: 'You do not have permission. Please contact the administrator.',
    expired: 'Your session has expired, please sign in again',
  },
});

/** Why a session could not be had, by its key in the session's messages. */
export type SessionMessageKey = MessageKey<typeof SESSION_TEXT.messages.zh>;

/** The session message `key` in `language`, the shell's current language when none is given. */
export function sessionText(key: SessionMessageKey, language?: Language): string {
  return textOf(SESSION_TEXT, language)(key);
}

/**
 * A session failure whose message is read from the catalogue each time it is read, so whoever
 * shows it (the login page, the route guard) shows it in the language of that moment, even when
 * the language changed between the failure and its display (sign-in applies the user's own).
 */
export class SessionError extends Error {
  readonly key: SessionMessageKey;

  constructor(key: SessionMessageKey) {
    super();
    this.name = 'SessionError';
    this.key = key;
    Object.defineProperty(this, 'message', {
      get: () => sessionText(key),
      enumerable: false,
      configurable: true,
    });
  }
}
