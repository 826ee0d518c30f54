import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { hashPassword } from '../domains/oauth/passwords.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const SEED_MARKER = 'seed.subAccounts';
const SEED_VERSION = '1';

/**
 * A demo sub-account of staff (mobile 13800000001): it signs in as `13800000001@staff.sub` with
 * staff123. A step of its own with its own marker, so databases seeded before sub-accounts existed
 * get it at their next start, once. Skipped (and marked) when the demo staff user is gone.
 */
export async function seedSubAccounts(db: Db): Promise<boolean> {
  const done = await db
    .selectFrom('sysConfig')
    .select('value')
    .where('key', '=', SEED_MARKER)
    .executeTakeFirst();
  if (done) return false;
  const passwordHash = await hashPassword(md5('staff123'));

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('sysConfig')
      .values({ key: SEED_MARKER, value: SEED_VERSION })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;

    const main = await trx
      .selectFrom('users')
      .select(['id', 'organizeId', 'positionId'])
      .where('id', '=', 'user-staff')
      .executeTakeFirst();
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'staff.sub')
      .executeTakeFirst();
    if (!main || taken) return false;

    await trx
      .insertInto('users')
      .values({
        id: 'user-staff-sub',
        account: 'staff.sub',
        realName: '张三（子账号）',
        passwordHash,
        organizeId: main.organizeId,
        positionId: main.positionId,
        managerId: null,
        mainUserId: main.id,
        isFirst: 1,
        gender: 1,
        sortCode: 3,
      })
      .execute();
    const relations = await trx
      .selectFrom('userRelation')
      .select(['objectType', 'objectId', 'sortCode'])
      .where('userId', '=', main.id)
      .execute();
    if (relations.length) {
      await trx
        .insertInto('userRelation')
        .values(
          relations.map((relation) => ({
            id: `user-staff-sub:${relation.objectType}:${relation.objectId}`,
            userId: 'user-staff-sub',
            ...relation,
          })),
        )
        .execute();
    }
    return true;
  });
}
