import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';

export type ThrottlePolicy = Pick<Config, 'loginIpMaxFailures' | 'loginIpWindowMinutes'>;

/** The attempt counted against an address, so that a success can take back its own count. */
export interface CountedAttempt {
  key: string;
  windowStart: Date;
}

export const throttledMessage = (minutes: number) => t('oauth.throttled', { minutes });

/**
 * Whom the throttle counts. Anyone given an IPv6 address usually holds its whole /64 network, so
 * counting single IPv6 addresses would hand them billions of fresh counters.
 */
export function throttleKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A dotted IPv4 ending fills the last two groups.
  const tailLength = tailGroups.length + (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * Counts a sign-in from `ip` as failed before anything is checked, and refuses it when the address
 * has failed too often within the window. Counting first, in one statement, means a burst of
 * simultaneous attempts cannot all pass a check that each made before the others were counted; a
 * sign-in that then succeeds takes its count back (forgiveAttempt).
 *
 * The window is fixed from the address's first failure, so attempts refused by the throttle
 * (counted too) do not push its end further away, and the wait the message names is the real one.
 */
export async function countAttempt(
  db: Db,
  ip: string,
  policy: ThrottlePolicy,
): Promise<CountedAttempt | null> {
  if (policy.loginIpMaxFailures <= 0) return null;
  const key = throttleKey(ip);
  const now = new Date();
  const windowMs = policy.loginIpWindowMinutes * 60_000;
  const closed = new Date(now.getTime() - windowMs);
  const stale = sql<boolean>`login_ip_failure.window_start <= ${closed}::timestamptz`;
  const row = await db
    .insertInto('loginIpFailure')
    .values({ ipAddress: key, windowStart: now, failures: 1 })
    .onConflict((conflict) =>
      conflict.column('ipAddress').doUpdateSet({
        failures: sql`case when ${stale} then 1 else login_ip_failure.failures + 1 end`,
        windowStart: sql`case when ${stale} then ${now}::timestamptz else login_ip_failure.window_start end`,
      }),
    )
    .returning(['failures', 'windowStart'])
    .executeTakeFirstOrThrow();
  if (row.failures === 1) {
    // A new window is the only thing that adds rows, so old ones are cleared here, not by a timer.
    await db.deleteFrom('loginIpFailure').where('windowStart', '<=', closed).execute();
  }
  if (row.failures > policy.loginIpMaxFailures) {
    const minutes = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 60_000));
    throw badRequest(throttledMessage(minutes));
  }
  return { key, windowStart: row.windowStart };
}

/**
 * Takes back the count of an attempt that succeeded, and only that one. The address's other
 * failures stay: clearing them would let an attacker who holds one account sign in to it between
 * guesses at other accounts and never reach the limit. People sharing an address (an office behind
 * one gateway) are not held back by each other's successes, only by failures.
 */
export async function forgiveAttempt(db: Db, attempt: CountedAttempt | null): Promise<void> {
  if (!attempt) return;
  await db
    .updateTable('loginIpFailure')
    .set({ failures: sql`failures - 1` })
    .where('ipAddress', '=', attempt.key)
    // A window that has since started again holds none of this attempt's count.
    .where('windowStart', '=', attempt.windowStart)
    .where('failures', '>', 0)
    .execute();
}
