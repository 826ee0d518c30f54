import type { Db } from '../../db/database.js';

export type SessionState = 'live' | 'expired' | 'disabled' | 'logout' | 'password' | 'forced';

/** Enough ids for one statement's parameters, with room to spare. */
const CHUNK = 1000;

/** The state of each session, read in as few statements as the number of ids allows. */
export async function liveSessions(db: Db, ids: Set<string>): Promise<Map<string, SessionState>> {
  const states = new Map<string, SessionState>();
  const all = [...ids];
  const now = Date.now();
  for (let start = 0; start < all.length; start += CHUNK) {
    const rows = await db
      .selectFrom('userSession as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.id', 's.endReason', 's.expiresAt', 'u.enabledMark'])
      .where('s.id', 'in', all.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      let state: SessionState = 'live';
      if (row.endReason) state = row.endReason;
      else if (row.expiresAt.getTime() <= now) state = 'expired';
      else if (row.enabledMark !== 1) state = 'disabled';
      states.set(row.id, state);
    }
  }
  return states;
}
