import { LAYOUT_TYPES, type LoginResult } from '@formwork/schema';
import { sql } from 'kysely';
import { verifyAgainstNothing, verifyPassword } from '../../accounts/passwords.js';
import { type ClientInfo, createSession } from '../../accounts/sessions.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { readSystemConfig, withSettings } from '../system-config/index.js';
import { captchaRequired, checkCaptcha } from './captcha.js';
import {
  type Attempt,
  assertEnabled,
  assertNotLocked,
  clearFailures,
  type LoginPolicy,
  PASSWORD_FAILURE,
  registerFailure,
} from './failures.js';
import { countAttempt, forgiveAttempt, type ThrottlePolicy } from './ip-throttle.js';
import { smsSignIn } from './sms-code.js';
import { resolveSignInAccount } from './sub-accounts.js';

// Callers elsewhere (changing the password) count failures through this module.
export { lockedMessage, registerFailure } from './failures.js';

/** What sign-in needs to know beyond the account's own lockout. */
export type SignInPolicy = LoginPolicy & ThrottlePolicy & Pick<Config, 'loginCaptcha'>;

/** The Login form of every mode; `origin` names the mode (password unless `sms`). */
export interface SignInForm {
  account: string;
  /** Lower-case md5 hex of the password (password mode). */
  password?: string;
  origin?: string;
  /** Captcha text (password mode) or the code sent to the mobile (sms mode). */
  code?: string;
  timestamp?: string;
}

async function recordAttempt(
  db: Db,
  account: string,
  userId: string | null,
  client: ClientInfo,
  message: string,
) {
  await db
    .insertInto('loginLog')
    .values({ account, userId, ...client, success: message === '', message })
    .execute();
}

/**
 * Checks an account's password for sign-in or unlock; throws the message the user should read.
 * `signedIn` (the lock screen) may be told how many tries are left; a visitor may not.
 */
export async function checkPassword(
  db: Db,
  account: string,
  passwordMd5: string,
  policy: LoginPolicy,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<{ userId: string; theme: string }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'enabledMark', 'lockUntil', 'theme'])
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
  if (!user) {
    await verifyAgainstNothing(passwordMd5);
    throw badRequest(t('oauth.wrongCredentials'));
  }
  assertNotLocked(user);
  if (!(await verifyPassword(user.passwordHash, passwordMd5))) {
    throw badRequest(await registerFailure(db, user.id, policy, PASSWORD_FAILURE, { signedIn }));
  }
  assertEnabled(user);
  await clearFailures(db, user.id);
  return { userId: user.id, theme: user.theme };
}

async function passwordSignIn(
  db: Db,
  account: string,
  form: SignInForm,
  policy: SignInPolicy,
  attempt: Attempt,
) {
  // `mobile@account` names a sub-account; a sub-account's bare name names nobody.
  const target = await resolveSignInAccount(db, account);
  attempt.userId = target?.id ?? null;
  // Before the password, so a missing or wrong captcha neither costs the account a try nor tells
  // whether the password was right.
  if (captchaRequired(await readSystemConfig(db), policy)) await checkCaptcha(db, form.timestamp, form.code);
  const password = form.password ?? '';
  if (!target) {
    await verifyAgainstNothing(password);
    throw badRequest(t('oauth.wrongCredentials'));
  }
  return checkPassword(db, target.account, password, policy);
}

/** Issues the session of a sign-in that succeeded, in any mode, and logs it. */
export async function startSession(
  db: Db,
  user: { userId: string; theme: string },
  account: string,
  client: ClientInfo,
  policy: Pick<Config, 'tokenTtlMinutes'>,
): Promise<LoginResult> {
  const { tokenTtlMinutes } = await withSettings(db, { ...policy, loginMaxFailures: 0, loginLockMinutes: 0 });
  const token = await createSession(db, user.userId, tokenTtlMinutes, client);
  await recordAttempt(db, account, user.userId, client, '');
  const theme = (LAYOUT_TYPES as readonly string[]).includes(user.theme) ? user.theme : 'classic';
  return { token, theme };
}

export async function login(
  db: Db,
  form: SignInForm,
  client: ClientInfo,
  policy: SignInPolicy,
): Promise<LoginResult> {
  const account = form.account.trim();
  if (!account) throw badRequest(t('oauth.enterAccount'));
  const sms = form.origin === 'sms';
  // Only the sms mode goes without a password; its absence is bad input, as the schema would say.
  if (!sms && !form.password) throw badField('password', 'validation.required');

  const attempt: Attempt = { userId: null };
  try {
    // First of all, so an address that failed too often learns nothing more and costs no hashing.
    const counted = await countAttempt(db, client.ipAddress, policy);
    const user = sms
      ? await smsSignIn(db, account, form.code, policy, attempt)
      : await passwordSignIn(db, account, form, policy, attempt);
    await forgiveAttempt(db, counted);
    return await startSession(db, user, account, client, policy);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'failed';
    await recordAttempt(db, account, attempt.userId, client, message);
    throw error;
  }
}
