import type { UserInfo } from '@formwork/schema';
import { notification } from 'antd';
import { useText } from '../i18n/i18n.js';
import { formatDate } from '../utils/timestamp.js';
import { HOME_TEXT } from './messages.js';

/** How long the last-login notice stays, in milliseconds. */
export const LAST_LOGIN_NOTICE_MS = 2000;

type PreviousLogin = Pick<UserInfo, 'prevLoginTime' | 'prevLoginIPAddress' | 'prevLoginIPAddressName'>;

function LastLoginTitle() {
  const t = useText(HOME_TEXT);
  return <>{t('lastLogin.title')}</>;
}

/** The notice lines: previous login time, place and IP address, one per line. */
export function LastLoginLines({ user }: { user: PreviousLogin }) {
  const t = useText(HOME_TEXT);
  const lines = [
    `${t('lastLogin.time')}${formatDate(user.prevLoginTime)}`,
    `${t('lastLogin.place')}${user.prevLoginIPAddressName || '-'}`,
    `${t('lastLogin.ip')}${user.prevLoginIPAddress || '-'}`,
  ];
  return <>{lines.join('\n')}</>;
}

/**
 * Shows the previous sign-in at the bottom right, when there was one. Its words are components
 * that follow the language: a switch while the notice is up rewords it instead of leaving it in
 * the language it was opened in.
 */
export function showLastLoginNotice(user: UserInfo): void {
  if (user.prevLogin !== 1) return;
  notification.info({
    key: 'last-login',
    message: <LastLoginTitle />,
    description: <LastLoginLines user={user} />,
    placement: 'bottomRight',
    duration: LAST_LOGIN_NOTICE_MS / 1000,
    style: { whiteSpace: 'pre-line' },
  });
}
