import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { type MessageKey, t } from '../../http/i18n/index.js';
import { withSettings } from '../system-config/index.js';

export type LoginPolicy = Pick<Config, 'loginMaxFailures' | 'loginLockMinutes' | 'tokenTtlMinutes'>;

/** Who a sign-in turned out to be about; set as soon as it is known, so failures are logged to them. */
export interface Attempt {
  userId: string | null;
}

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
export const lockedMessage = (until: Date) => t('oauth.locked', { minutes: minutesLeft(until) });

/** What a wrong password or code says, and what the failure that locks the account says. */
export interface FailureTexts {
  wrong: MessageKey;
  tooMany: MessageKey;
}

export const PASSWORD_FAILURE: FailureTexts = {
  wrong: 'oauth.wrongCredentials',
  tooMany: 'oauth.tooManyWrongPasswords',
};

/**
 * Counts a wrong password (or mobile code); the counter is raised in SQL so that simultaneous
 * attempts all count. The failure that reaches the limit locks the account and resets the counter.
 *
 * The tries left are told only to someone already signed in (`signedIn`), who knows the account
 * exists. At sign-in they would tell a visitor that the account is real, since an unknown account
 * has no tries to count; there a wrong proof reads exactly as it does for nobody. The lock message
 * does still tell a real account from an unknown one, but only after the limit of failures, which
 * the per-address sign-in throttle bounds, so probing accounts this way stays slow.
 */
export async function registerFailure(
  db: Db,
  userId: string,
  policy: LoginPolicy,
  texts: FailureTexts = PASSWORD_FAILURE,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<string> {
  // The administrators' settings, read now, win over what the caller was started with.
  policy = await withSettings(db, policy);
  const row = await db
    .updateTable('users')
    .set({ errorCount: sql`error_count + 1` })
    .where('id', '=', userId)
    .returning('errorCount')
    .executeTakeFirstOrThrow();
  if (row.errorCount < policy.loginMaxFailures) {
    const wrong = t(texts.wrong);
    return signedIn
      ? t('oauth.triesLeft', { message: wrong, tries: policy.loginMaxFailures - row.errorCount })
      : wrong;
  }
  const lockUntil = new Date(Date.now() + policy.loginLockMinutes * 60_000);
  await db.updateTable('users').set({ errorCount: 0, lockUntil }).where('id', '=', userId).execute();
  return t('oauth.lockedAfterFailures', { reason: t(texts.tooMany), locked: lockedMessage(lockUntil) });
}

/** Refuses a locked account before its password or code is checked, whatever the mode. */
export function assertNotLocked(user: { lockUntil: Date | null }): void {
  if (user.lockUntil && user.lockUntil.getTime() > Date.now())
    throw badRequest(lockedMessage(user.lockUntil));
}

/**
 * Refuses a disabled account. Password and code sign-in ask only after the proof was right, so
 * that a wrong guess at a disabled account reads like one at an account that does not exist.
 */
export function assertEnabled(user: { enabledMark: number }): void {
  if (user.enabledMark !== 1) throw badRequest(t('oauth.accountDisabled'));
}

/** Refuses a locked or disabled account, for a sign-in that carries no password or code. */
export function assertCanSignIn(user: { lockUntil: Date | null; enabledMark: number }): void {
  assertNotLocked(user);
  assertEnabled(user);
}

/** A correct proof ends the run of failures. */
export async function clearFailures(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ errorCount: 0, lockUntil: null }).where('id', '=', userId).execute();
}
