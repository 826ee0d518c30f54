import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { namedRules } from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { CodeSender } from './code-sender.js';
import {
  type Attempt,
  assertEnabled,
  assertNotLocked,
  clearFailures,
  type FailureTexts,
  type LoginPolicy,
  registerFailure,
} from './failures.js';
import { findMainUserByMobile } from './sub-accounts.js';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** One code per number per minute, and at most ten an hour. */
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

const CODE_FAILURE: FailureTexts = { wrong: 'oauth.smsCodeWrong', tooMany: 'oauth.tooManyWrongCodes' };

// The row id salts the hash, so equal codes of two rows do not look alike in the table.
const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

function checkMobile(mobile: string): void {
  if (!namedRules.phone.pattern.test(mobile)) throw badRequest(t('schema.rule.phone'));
}

/** Refuses a new code while the number's last one is under a minute old or ten went out this hour. */
function checkRate(recent: Date[], now: number): void {
  const latest = recent[0];
  if (latest && now - latest.getTime() < SMS_RESEND_MS) {
    const seconds = Math.ceil((SMS_RESEND_MS - (now - latest.getTime())) / 1000);
    throw badRequest(t('oauth.smsTooFrequent', { seconds }));
  }
  const oldestCounted = recent[SMS_MAX_PER_HOUR - 1];
  if (oldestCounted) {
    const minutes = Math.max(1, Math.ceil((oldestCounted.getTime() + HOUR_MS - now) / 60_000));
    throw badRequest(t('oauth.smsTooMany', { minutes }));
  }
}

/**
 * Issues a code for `mobile`. A number that belongs to no main account gets the same answers and the
 * same rate limit, but nothing is sent, so the call cannot tell a visitor who has an account.
 */
export async function issueSmsCode(
  db: Db,
  mobile: string,
  sender: CodeSender,
  onSendError: (error: unknown) => void,
): Promise<{ resendAfter: number; expiresIn: number }> {
  checkMobile(mobile);
  const user = await findMainUserByMobile(db, mobile);
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const now = Date.now();

  await db.transaction().execute(async (trx) => {
    // Two requests for one number at once must not both pass the rate limit.
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('smsCode')
      .select('createdAt')
      .where('mobile', '=', mobile)
      .where('createdAt', '>', new Date(now - HOUR_MS))
      .orderBy('createdAt', 'desc')
      .execute();
    checkRate(
      recent.map((row) => row.createdAt),
      now,
    );
    // Only the newest code of a number works.
    await trx
      .updateTable('smsCode')
      .set({ usedAt: new Date(now) })
      .where('mobile', '=', mobile)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('smsCode')
      .values({
        id,
        mobile,
        userId: user?.id ?? null,
        codeHash: hashCode(id, code).toString('hex'),
        createdAt: new Date(now),
        expiresAt: new Date(now + SMS_CODE_TTL_MS),
      })
      .execute();
  });
  // Rows older than the rate window serve no purpose; issuing is the only thing that adds them.
  await db
    .deleteFrom('smsCode')
    .where('createdAt', '<', new Date(now - 2 * HOUR_MS))
    .execute();

  // Not awaited: a slow gateway must not make known numbers answer slower than unknown ones.
  if (user) {
    sender.send({ mobile, code, expiresInSeconds: SMS_CODE_TTL_MS / 1000 }).catch(onSendError);
  }
  return { resendAfter: SMS_RESEND_MS / 1000, expiresIn: SMS_CODE_TTL_MS / 1000 };
}

/**
 * Signs in with the code sent to `mobile`. Wrong and expired codes count toward the same lockout
 * as wrong passwords; a right code works once. A wrong code reads the same whether or not the
 * number belongs to anyone.
 */
export async function smsSignIn(
  db: Db,
  mobile: string,
  code: string | undefined,
  policy: LoginPolicy,
  attempt: Attempt,
): Promise<{ userId: string; theme: string }> {
  checkMobile(mobile);
  const given = code?.trim() ?? '';
  if (!given) throw badRequest(t('oauth.enterCode'));
  const user = await findMainUserByMobile(db, mobile);
  if (!user) throw badRequest(t('oauth.smsCodeWrong'));
  attempt.userId = user.id;
  assertNotLocked(user);

  const row = await db
    .selectFrom('smsCode')
    .select(['id', 'codeHash', 'expiresAt'])
    .where('mobile', '=', mobile)
    .where('usedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const matches =
    row !== undefined &&
    /^\d+$/.test(given) &&
    timingSafeEqual(hashCode(row.id, given), Buffer.from(row.codeHash, 'hex'));
  if (!row || !matches) throw badRequest(await registerFailure(db, user.id, policy, CODE_FAILURE));
  if (row.expiresAt.getTime() <= Date.now()) {
    throw badRequest(
      await registerFailure(db, user.id, policy, { ...CODE_FAILURE, wrong: 'oauth.smsCodeExpired' }),
    );
  }
  // Claimed in one statement, so two sign-ins racing with one code cannot both succeed.
  const claimed = await db
    .updateTable('smsCode')
    .set({ usedAt: new Date() })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw badRequest(await registerFailure(db, user.id, policy, CODE_FAILURE));
  assertEnabled(user);
  await clearFailures(db, user.id);
  return { userId: user.id, theme: user.theme };
}
