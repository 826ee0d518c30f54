import type { UserInfo } from '@formwork/schema';
import { notification } from 'antd';
import { useAppStore } from '../app/app-store.js';
import { i18n } from '../i18n/i18n.js';
import { formatDate } from '../utils/timestamp.js';
import './messages.js';

/** How long the last-login notice stays (spec shell.md 9), in milliseconds. */
export const LAST_LOGIN_NOTICE_MS = 2000;

/** The notice lines: previous login time, place and IP address (spec shell.md 2.11). */
export function lastLoginLines(
  user: Pick<UserInfo, 'prevLoginTime' | 'prevLoginIPAddress' | 'prevLoginIPAddressName'>,
) {
  const t = i18n.getFixedT(null, 'home');
  return [
    `${t('lastLogin.time')}${formatDate(user.prevLoginTime)}`,
    `${t('lastLogin.place')}${user.prevLoginIPAddressName || '-'}`,
    `${t('lastLogin.ip')}${user.prevLoginIPAddress || '-'}`,
  ];
}

/** Shows the previous sign-in at the bottom right, when there was one. */
export function showLastLoginNotice(user: UserInfo): void {
  if (user.prevLogin !== 1) return;
  const t = i18n.getFixedT(null, 'home');
  notification.info({
    key: 'last-login',
    message: t('lastLogin.title'),
    description: lastLoginLines(user).join('\n'),
    placement: 'bottomRight',
    duration: LAST_LOGIN_NOTICE_MS / 1000,
    style: { whiteSpace: 'pre-line' },
  });
  // Worded once, in the language of the moment: a switch while it is up withdraws it rather than
  // leaving a notice in the other language on screen.
  const stop = useAppStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    notification.destroy('last-login');
    stop();
  });
  setTimeout(stop, LAST_LOGIN_NOTICE_MS);
}
