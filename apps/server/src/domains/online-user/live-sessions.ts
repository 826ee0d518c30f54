import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';

/** The sessions still live, newest first, of users whose account or name contains the keyword. */
export async function liveSessions(db: Db, keyword?: string) {
  let query = db
    .selectFrom('userSession as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select([
      'u.id as userId',
      'u.realName',
      'u.account',
      's.createdAt',
      's.ipAddress',
      's.ipAddressName',
      's.userAgent',
    ])
    .where('s.endedAt', 'is', null)
    .where('s.expiresAt', '>', new Date());
  const wanted = keyword?.trim();
  if (wanted) {
    const pattern = containsPattern(wanted);
    query = query.where((eb) =>
      eb.or([eb('u.account', 'ilike', pattern), eb('u.realName', 'ilike', pattern)]),
    );
  }
  return query.orderBy('s.createdAt', 'desc').execute();
}
