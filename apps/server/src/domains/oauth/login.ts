import { LAYOUT_TYPES, type LoginForm, type LoginResult } from '@formwork/schema';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { readSystemConfig } from '../system-config/system-config.js';
import { checkCaptcha } from './captcha.js';
import { verifyAgainstNothing, verifyPassword } from './passwords.js';
import { type ClientInfo, createSession } from './sessions.js';

export const WRONG_CREDENTIALS = '账号或密码错误，请重新输入';

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
export const lockedMessage = (until: Date) => `账号已被锁定，请${minutesLeft(until)}分钟后再试`;

type LoginPolicy = Pick<Config, 'loginMaxFailures' | 'loginLockMinutes' | 'tokenTtlMinutes'>;

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
 * Counts a wrong password; the counter is raised in SQL so that simultaneous attempts all count.
 * The failure that reaches the limit locks the account and resets the counter for afterwards.
 */
export async function registerFailure(db: Db, userId: string, policy: LoginPolicy): Promise<string> {
  const row = await db
    .updateTable('users')
    .set({ errorCount: sql`error_count + 1` })
    .where('id', '=', userId)
    .returning('errorCount')
    .executeTakeFirstOrThrow();
  if (row.errorCount < policy.loginMaxFailures) {
    return `${WRONG_CREDENTIALS}（还可尝试${policy.loginMaxFailures - row.errorCount}次）`;
  }
  const lockUntil = new Date(Date.now() + policy.loginLockMinutes * 60_000);
  await db.updateTable('users').set({ errorCount: 0, lockUntil }).where('id', '=', userId).execute();
  return `密码错误次数过多，${lockedMessage(lockUntil)}`;
}

/** Checks an account's password for sign-in or unlock; throws the message the user should read. */
export async function checkPassword(
  db: Db,
  account: string,
  passwordMd5: string,
  policy: LoginPolicy,
): Promise<{ userId: string; theme: string }> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'enabledMark', 'lockUntil', 'theme'])
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
  if (!user) {
    await verifyAgainstNothing(passwordMd5);
    throw badRequest(WRONG_CREDENTIALS);
  }
  if (user.lockUntil && user.lockUntil.getTime() > Date.now())
    throw badRequest(lockedMessage(user.lockUntil));
  if (user.enabledMark !== 1) throw badRequest('账号已被禁用，请联系管理员');
  if (!(await verifyPassword(user.passwordHash, passwordMd5))) {
    throw badRequest(await registerFailure(db, user.id, policy));
  }
  await db.updateTable('users').set({ errorCount: 0, lockUntil: null }).where('id', '=', user.id).execute();
  return { userId: user.id, theme: user.theme };
}

export async function login(
  db: Db,
  form: LoginForm,
  client: ClientInfo,
  policy: LoginPolicy,
): Promise<LoginResult> {
  const account = form.account.trim();
  if (!account) throw badRequest('请输入账号');

  const system = await readSystemConfig(db);
  if (system.enableVerificationCode === '1') await checkCaptcha(db, form.timestamp, form.code);

  try {
    const { userId, theme } = await checkPassword(db, account, form.password, policy);
    const token = await createSession(db, userId, policy.tokenTtlMinutes, client);
    await recordAttempt(db, account, userId, client, '');
    return { token, theme: (LAYOUT_TYPES as readonly string[]).includes(theme) ? theme : 'classic' };
  } catch (error) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(account)`, '=', account.toLowerCase())
      .executeTakeFirst();
    await recordAttempt(
      db,
      account,
      user?.id ?? null,
      client,
      error instanceof Error ? error.message : 'failed',
    );
    throw error;
  }
}
