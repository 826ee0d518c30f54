import { sql } from 'kysely';
import { avatarUrl } from '../../accounts/profile.js';
import type { Db } from '../../db/database.js';

/** Whether `targetId` is `userId` or reports to them, directly or through others. */
export async function isInSubordinateTree(db: Db, userId: string, targetId: string): Promise<boolean> {
  if (userId === targetId) return true;
  const result = await sql<{ found: boolean }>`
    with recursive down as (
      select id, 0 as depth from users where manager_id = ${userId}
      union all
      select u.id, down.depth + 1 from users u join down on u.manager_id = down.id where down.depth < 50
    )
    select exists (select 1 from down where id = ${targetId}) as found`.execute(db);
  return Boolean(result.rows[0]?.found);
}

export async function listSubordinates(db: Db, managerId: string) {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('organize as o', 'o.id', 'u.organizeId')
    .leftJoin('position as p', 'p.id', 'u.positionId')
    .select([
      'u.id',
      'u.realName',
      'u.account',
      'u.headIcon',
      'o.fullName as department',
      'p.fullName as position',
      (eb) =>
        eb
          .not(eb.exists(eb.selectFrom('users as s').select('s.id').whereRef('s.managerId', '=', 'u.id')))
          .as('isLeaf'),
    ])
    .where('u.managerId', '=', managerId)
    .where('u.enabledMark', '=', 1)
    .orderBy('u.sortCode')
    .orderBy('u.account')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    avatar: avatarUrl(row.headIcon),
    userName: `${row.realName}/${row.account}`,
    department: row.department ?? '',
    position: row.position ?? '',
    isLeaf: Boolean(row.isLeaf),
  }));
}
