import type { PagedList } from '@formwork/schema';
import type { ExpressionBuilder } from 'kysely';
import { avatarUrl } from '../../accounts/profile.js';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import { epoch } from '../../crud/times.js';
import type { User } from '../../db/core-tables.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import type { Database } from '../../db/tables.js';
import { branchIds, type References } from './references.js';
import { PROFILE_TEXT_FIELDS } from './user-input.js';

export interface ListQuery {
  organizeId?: string;
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/**
 * The state the list shows: a user locked by wrong passwords shows as locked (2) until the lock
 * runs out, so the list offers to unlock them.
 */
export function shownState(user: Pick<User, 'enabledMark' | 'lockUntil'>, now = Date.now()): number {
  if (user.enabledMark !== 1) return user.enabledMark;
  return user.lockUntil && user.lockUntil.getTime() > now ? 2 : 1;
}

/** Users in the organisation or under it, as their main organisation or one they are linked to. */
const inBranch = (ids: string[]) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([
    eb('users.organizeId', 'in', ids),
    eb.exists(
      eb
        .selectFrom('userRelation as r')
        .select('r.id')
        .whereRef('r.userId', '=', 'users.id')
        .where('r.objectType', '=', 'Organize')
        .where('r.objectId', 'in', ids),
    ),
  ]);

/** Each user's links of one kind, in the user's order. */
export async function linksOf(db: Db, userIds: string[], objectType: 'Organize' | 'Position' | 'Role') {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('userRelation')
    .select(['userId', 'objectId'])
    .where('userId', 'in', userIds)
    .where('objectType', '=', objectType)
    .orderBy('sortCode')
    .execute();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.objectId]);
  return byUser;
}

/** The organisations a user belongs to: their links, or their main organisation when they have none. */
export const organizesOf = (user: Pick<User, 'id' | 'organizeId'>, links: Map<string, string[]>) =>
  links.get(user.id) ?? [user.organizeId];

/** The users a list (or its export) shows: in the organisation's branch, matching the keyword. */
export function usersMatching(db: Db, refs: References, query: Pick<ListQuery, 'organizeId' | 'keyword'>) {
  let found = db.selectFrom('users');
  if (query.organizeId) found = found.where(inBranch(branchIds(refs.organizes, query.organizeId)));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    found = found.where((eb) =>
      eb.or([
        eb('account', 'ilike', pattern),
        eb('realName', 'ilike', pattern),
        eb('mobilePhone', 'ilike', pattern),
      ]),
    );
  }
  return found;
}

/** Rows `offset` on of the matching users, sorted by sort code then newest first. */
export const usersPage = (
  db: Db,
  refs: References,
  query: Pick<ListQuery, 'organizeId' | 'keyword'>,
  offset: number,
  limit: number,
) =>
  usersMatching(db, refs, query)
    .selectAll()
    .orderBy('sortCode')
    .orderBy('creatorTime', 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();

/** A page of the user list, sorted by sort code then newest first. */
export async function listUsers(db: Db, refs: References, query: ListQuery): Promise<PagedList<unknown>> {
  const { currentPage, pageSize } = query;
  const [total, rows] = await Promise.all([
    usersMatching(db, refs, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    usersPage(db, refs, query, offsetOf({ currentPage, pageSize }), pageSize),
  ]);
  const organizeLinks = await linksOf(
    db,
    rows.map((row) => row.id),
    'Organize',
  );
  const list = rows.map((row) => ({
    id: row.id,
    account: row.account,
    realName: row.realName,
    gender: row.gender,
    mobilePhone: row.mobilePhone,
    email: row.email,
    headIcon: avatarUrl(row.headIcon),
    organize: organizesOf(row, organizeLinks)
      .map((id) => refs.organizes.get(id)?.path ?? '')
      .filter(Boolean)
      .join(','),
    organizeId: row.organizeId,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: shownState(row),
    isAdministrator: row.isAdministrator,
    creatorTime: epoch(row.creatorTime),
  }));
  return { list, pagination: paginationOf({ currentPage, pageSize }, total.total) };
}

/** Every user, for choosing among them (Users/All). */
export async function allUsers(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'account', 'realName', 'headIcon', 'gender', 'organizeId', 'enabledMark'])
    .orderBy('sortCode')
    .orderBy('account')
    .execute();
  return rows.map((row) => ({
    ...row,
    fullName: `${row.realName}/${row.account}`,
    headIcon: avatarUrl(row.headIcon),
  }));
}

/** One user as the edit form reads it: comma-separated links and the path to each organisation. */
export async function userDetail(db: Db, refs: References, id: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) return undefined;
  const [organizes, positions, roles] = await Promise.all(
    (['Organize', 'Position', 'Role'] as const).map((type) => linksOf(db, [id], type)),
  );
  const organizeIds = organizesOf(user, organizes as Map<string, string[]>);
  const pathIds = (organizeId: string) => {
    const ids: string[] = [];
    for (
      let row = refs.organizes.get(organizeId);
      row && ids.length < 50;
      row = refs.organizes.get(row.parentId)
    ) {
      ids.unshift(row.id);
      if (row.parentId === row.id) break;
    }
    return ids;
  };
  const texts = Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, user[field]]));
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    // The form's gender choices are the sex dictionary's codes, which are text.
    gender: String(user.gender),
    email: user.email,
    mobilePhone: user.mobilePhone,
    organizeId: organizeIds.join(','),
    organizeIdTree: organizeIds.map(pathIds),
    managerId: user.managerId,
    positionId: (positions?.get(id) ?? []).join(','),
    roleId: (roles?.get(id) ?? []).join(','),
    sortCode: user.sortCode,
    // As stored: a lock by wrong passwords runs out by itself and must not be saved back as a lock.
    enabledMark: user.enabledMark,
    description: user.description,
    headIcon: avatarUrl(user.headIcon),
    birthday: epoch(user.birthday),
    entryDate: epoch(user.entryDate),
    ...texts,
    isAdministrator: user.isAdministrator,
    creatorTime: epoch(user.creatorTime),
    lastModifyTime: epoch(user.lastModifyTime),
  };
}
