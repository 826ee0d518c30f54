import { t } from '../../http/i18n/index.js';

/**
 * Who sent a message, as the readers show it: "RealName/account"; a message no user wrote (the
 * system's own) is signed with the word for "system" in the reader's language. A sender whose
 * account was since deleted shows nothing rather than a guess.
 */
export function creatorName(
  creatorUserId: string | null,
  realName: string | null,
  account: string | null,
): string {
  if (creatorUserId === null) return t('message.systemSender');
  return realName === null ? '' : `${realName}/${account}`;
}
