import type { Db } from '../../db/database.js';
import { loadOrganizes } from '../organize-selectors/index.js';
import { enabledUsers, inOrganize, matching, summaryOf, type UserSummary, userColumns } from './users.js';

async function summaries(db: Db, rows: Parameters<typeof summaryOf>[0][]): Promise<UserSummary[]> {
  const organizes = await loadOrganizes(db);
  return rows.map((row) => summaryOf(row, organizes));
}

/** Users by id, each once, in the order asked; disabled users too, to show stored values. */
export async function usersByIds(db: Db, userIds: readonly string[]): Promise<UserSummary[]> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await db.selectFrom('users').select(userColumns).where('id', 'in', ids).execute()
    : [];
  const byId = new Map((await summaries(db, rows)).map((user) => [user.id, user]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Enabled members of an organisation (0 or none: the caller's own) matching the keyword. */
export async function organizationMembers(
  db: Db,
  callerId: string,
  keyword: string | undefined,
  organizeId: string | undefined,
): Promise<UserSummary[]> {
  let id = organizeId;
  if (!id || id === '0') {
    const caller = await db
      .selectFrom('users')
      .select('organizeId')
      .where('id', '=', callerId)
      .executeTakeFirstOrThrow();
    id = caller.organizeId;
  }
  const rows = await matching(enabledUsers(db), keyword).select(userColumns).where(inOrganize(id)).execute();
  return summaries(db, rows);
}

/** The caller's enabled direct reports matching the keyword. */
export async function subordinates(
  db: Db,
  callerId: string,
  keyword: string | undefined,
): Promise<UserSummary[]> {
  const rows = await matching(enabledUsers(db), keyword)
    .select(userColumns)
    .where('managerId', '=', callerId)
    .execute();
  return summaries(db, rows);
}
