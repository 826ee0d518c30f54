import type { Db } from '../db/database.js';
import { demoPasswordHash, seedOnce } from './seed-once.js';

/**
 * A demo sub-account of staff (mobile 13800000001): it signs in as `13800000001@staff.sub` with
 * staff123. A step of its own with its own marker, so databases seeded before sub-accounts existed
 * get it at their next start, once. Skipped (and marked) when the demo staff user is gone.
 */
export function seedSubAccounts(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.subAccounts',
    () => demoPasswordHash('staff123'),
    async (trx, passwordHash) => {
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
      if (!main || taken) return;

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
    },
  );
}
