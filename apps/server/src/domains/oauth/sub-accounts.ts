import { namedRules } from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Sub-accounts. A user whose `main_user_id` is set is a sub-account of that main
 * account and signs in as `<main account's mobile>@<sub-account>`, e.g. `13800000001@staff.sub`.
 * The mobile number ties the sign-in name to the person who owns the main account; the sub-account's
 * bare name signs in to nothing, and a wrong pairing reads like a wrong password.
 */
export interface SubAccountName {
  mobile: string;
  account: string;
}

/** Splits `mobile@account` when the part before the first @ is a mobile number. */
export function parseSubAccountName(text: string): SubAccountName | null {
  const at = text.indexOf('@');
  if (at < 0) return null;
  const mobile = text.slice(0, at).trim();
  const account = text.slice(at + 1).trim();
  if (!account || !namedRules.phone.pattern.test(mobile)) return null;
  return { mobile, account };
}

/** The user a sign-in name names, or null: main accounts by their account, sub-accounts as above. */
export async function resolveSignInAccount(
  db: Db,
  name: string,
): Promise<{ id: string; account: string } | null> {
  const sub = parseSubAccountName(name);
  if (sub) {
    const row = await db
      .selectFrom('users as u')
      .innerJoin('users as m', 'm.id', 'u.mainUserId')
      .select(['u.id', 'u.account'])
      .where(sql`lower(u.account)`, '=', sub.account.toLowerCase())
      .where('m.mobilePhone', '=', sub.mobile)
      .executeTakeFirst();
    return row ?? null;
  }
  const row = await db
    .selectFrom('users')
    .select(['id', 'account'])
    .where(sql`lower(account)`, '=', name.toLowerCase())
    .where('mainUserId', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The main account a mobile number signs in to by code. Numbers are not unique in the users table;
 * when several main accounts share one, the first in the user list (sort code, then creation) wins.
 */
export async function findMainUserByMobile(db: Db, mobile: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'account', 'theme', 'enabledMark', 'lockUntil'])
    .where('mobilePhone', '=', mobile)
    .where('mainUserId', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
