import { randomUUID } from 'node:crypto';
import { checkRule, ENTRY_TAIL, type EntryInput, entryValues } from '../../crud/entry.js';
import { codedWrites } from '../../crud/entry-writes.js';
import { keywordPage } from '../../crud/keyword-page.js';
import type { Paging } from '../../crud/paging.js';
import { stamped } from '../../crud/times.js';
import { checkCodeFree } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkUsersExist, distinct, hasRelatedUsers } from './user-relations.js';

export interface GroupInput extends EntryInput {
  /** The kind of group (分组类型). */
  type?: string;
}

const COLUMNS = ['id', 'fullName', 'enCode', 'category', ...ENTRY_TAIL] as const;

const groupsQuery = (db: Db) => db.selectFrom('permissionGroup').select(COLUMNS);
type GroupRow = Awaited<ReturnType<ReturnType<typeof groupsQuery>['execute']>>[number];

/** A group as the screen shows it: its kind is what the form calls type. */
const shown = ({ category, ...row }: GroupRow) => ({ ...stamped(row), type: category });

/** Groups whose name or code contains the keyword, paged. */
export function listGroups(db: Db, query: Paging) {
  return keywordPage(db.selectFrom('permissionGroup'), query, {
    rows: (found) => found.select(COLUMNS).orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id'),
    show: (rows) => rows.map(shown),
  });
}

export async function getGroup(db: Db, id: string) {
  const row = await groupsQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('permissionOrg.groupNotFound'));
  return shown(row);
}

async function checkGroup(db: Db, input: GroupInput, selfId?: string): Promise<void> {
  checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  await checkCodeFree(db, 'permissionGroup', input.enCode, selfId);
}

const values = (input: GroupInput) => ({ category: input.type?.trim() ?? '', ...entryValues(input) });

export const { create: createGroup, update: updateGroup } = codedWrites({
  table: 'permissionGroup',
  find: getGroup,
  check: checkGroup,
  values,
});

/** A group with members is kept: its members are taken out first. */
export async function deleteGroup(db: Db, id: string): Promise<void> {
  await getGroup(db, id);
  if (await hasRelatedUsers(db, 'Group', id)) throw badField('id', 'permissionOrg.groupHasUsers');
  await db.deleteFrom('permissionGroup').where('id', '=', id).execute();
}

/** At most this many members are set at once. */
const MOST_MEMBERS = 5000;

/** The ids of a group's members, in the order they were set. */
export async function groupMembers(db: Db, groupId: string): Promise<string[]> {
  await getGroup(db, groupId);
  const rows = await db
    .selectFrom('userRelation')
    .select('userId')
    .where('objectType', '=', 'Group')
    .where('objectId', '=', groupId)
    .orderBy('sortCode')
    .orderBy('userId')
    .execute();
  return rows.map((row) => row.userId);
}

/** Makes exactly these users the group's members, all at once. */
export async function setGroupMembers(db: Db, groupId: string, userIds: readonly string[]): Promise<void> {
  await getGroup(db, groupId);
  const ids = distinct(userIds);
  if (ids.length > MOST_MEMBERS) throw badField('userIds', 'validation.maxItems', { limit: MOST_MEMBERS });
  await checkUsersExist(db, 'userIds', ids);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('userRelation')
      .where('objectType', '=', 'Group')
      .where('objectId', '=', groupId)
      .execute();
    if (!ids.length) return;
    await trx
      .insertInto('userRelation')
      .values(
        ids.map((userId, sortCode) => ({
          id: randomUUID(),
          userId,
          objectType: 'Group',
          objectId: groupId,
          sortCode,
        })),
      )
      .execute();
  });
}
