import type { Db } from '../../db/database.js';

/** How many messages of any type this user has received and not yet opened: the bell's number. */
export async function unreadNoticeCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messageReceive')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('isRead', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
