import { randomUUID } from 'node:crypto';
import { checkRule, ENTRY_TAIL, type EntryInput, entryValues } from '../../crud/entry.js';
import { keywordPage } from '../../crud/keyword-page.js';
import type { Paging } from '../../crud/paging.js';
import { stamped } from '../../crud/times.js';
import { checkCodeFree, codeTaken } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { loadOrganizes } from '../organize-selectors/index.js';
import { distinct, hasRelatedUsers } from './user-relations.js';

/** The organisation filter that asks for the global roles. */
export const GLOBAL = '0';

export interface RoleInput extends EntryInput {
  /** 1: global; 0: a role of the organisations named. */
  globalMark?: number;
  /** The organisations as the cascader gives them: each the way down to one, the last id it. */
  organizeIdsTree?: string[][];
  /** The organisations, each by its id, for clients that send them flat. */
  organizeIds?: string[];
}

const COLUMNS = ['id', 'fullName', 'enCode', 'globalMark', ...ENTRY_TAIL] as const;

const rolesQuery = (db: Db) => db.selectFrom('role').select(COLUMNS);
type RoleRow = Awaited<ReturnType<ReturnType<typeof rolesQuery>['execute']>>[number];

/** The organisations of each role, in the order they were given. */
async function organizesOf(db: Db, roleIds: readonly string[]): Promise<Map<string, string[]>> {
  const links = roleIds.length
    ? await db.selectFrom('roleOrganize').selectAll().where('roleId', 'in', roleIds).execute()
    : [];
  const byRole = new Map<string, string[]>();
  for (const link of links) byRole.set(link.roleId, [...(byRole.get(link.roleId) ?? []), link.organizeId]);
  return byRole;
}

/** What a role's global mark reads as in lists. */
export const roleType = (globalMark: number) =>
  t(globalMark === 1 ? 'permissionOrg.globalRole' : 'permissionOrg.organizeRole');

/** Roles matching a keyword, of one organisation ('0': the global ones; all without), paged. */
export async function listRoles(db: Db, query: Paging & { organizeId?: string }) {
  let base = db.selectFrom('role');
  if (query.organizeId === GLOBAL) base = base.where('globalMark', '=', 1);
  else if (query.organizeId) {
    const { organizeId } = query;
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('roleOrganize').select('roleId').where('organizeId', '=', organizeId),
    );
  }
  return keywordPage(base, query, {
    rows: (found) => found.select(COLUMNS).orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id'),
    show: async (rows) => {
      const [organizes, links] = await Promise.all([
        loadOrganizes(db, { withDisabled: true }),
        organizesOf(
          db,
          rows.map((row) => row.id),
        ),
      ]);
      return rows.map((row) => ({
        ...shown(row),
        organizeInfo: (links.get(row.id) ?? []).map((id) => organizes.pathOf(id)).join(','),
      }));
    },
  });
}

const shown = (row: RoleRow) => ({ ...stamped(row), type: roleType(row.globalMark) });

export async function findRole(db: Db, id: string): Promise<RoleRow> {
  const row = await rolesQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('permissionOrg.roleNotFound'));
  return row;
}

/** A role as its form edits it: its organisations flat and as the ways down to them. */
export async function getRole(db: Db, id: string) {
  const row = await findRole(db, id);
  const [organizes, links] = await Promise.all([
    loadOrganizes(db, { withDisabled: true }),
    organizesOf(db, [id]),
  ]);
  const organizeIds = links.get(id) ?? [];
  return {
    ...shown(row),
    organizeIds,
    organizeIdsTree: organizeIds.map((organizeId) => organizes.idsOf(organizeId)),
  };
}

/** The organisations a role of organisations belongs to: at least one, each one that exists. */
async function organizesToLink(db: Db, input: RoleInput): Promise<string[]> {
  if ((input.globalMark ?? 1) === 1) return [];
  const field = input.organizeIds ? 'organizeIds' : 'organizeIdsTree';
  const ids = distinct(input.organizeIds ?? (input.organizeIdsTree ?? []).map((path) => path.at(-1) ?? ''));
  if (!ids.length) throw badField(field, 'permissionOrg.roleNeedsOrganize');
  const found = new Set(
    (await db.selectFrom('organize').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badField(field, 'permissionOrg.organizeMissing', { id: missing });
  return ids;
}

async function checkRole(db: Db, input: RoleInput, selfId?: string): Promise<string[]> {
  checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  await checkCodeFree(db, 'role', input.enCode, selfId);
  return organizesToLink(db, input);
}

const values = (input: RoleInput) => ({ globalMark: input.globalMark ?? 1, ...entryValues(input) });

/** The role and its organisations are written together or not at all. */
async function linkOrganizes(db: Db, roleId: string, organizeIds: readonly string[]) {
  await db.deleteFrom('roleOrganize').where('roleId', '=', roleId).execute();
  if (organizeIds.length)
    await db
      .insertInto('roleOrganize')
      .values(organizeIds.map((organizeId) => ({ roleId, organizeId })))
      .execute();
}

export async function createRole(db: Db, input: RoleInput): Promise<string> {
  const organizeIds = await checkRole(db, input);
  const id = randomUUID();
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('role')
        .values({ id, ...values(input) })
        .execute();
      await linkOrganizes(trx, id, organizeIds);
    })
    .catch(codeTaken(input.enCode));
  return id;
}

export async function updateRole(db: Db, id: string, input: RoleInput): Promise<void> {
  await findRole(db, id);
  const organizeIds = await checkRole(db, input, id);
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('role')
        .set({ ...values(input), lastModifyTime: new Date() })
        .where('id', '=', id)
        .execute();
      await linkOrganizes(trx, id, organizeIds);
    })
    .catch(codeTaken(input.enCode));
}

/** A role someone holds is kept; its grants and organisations go with it. */
export async function deleteRole(db: Db, id: string): Promise<void> {
  await findRole(db, id);
  if (await hasRelatedUsers(db, 'Role', id)) throw badField('id', 'permissionOrg.roleHasUsers');
  await db.deleteFrom('role').where('id', '=', id).execute();
}

/** Actions/State: enabled becomes disabled and back; a disabled role grants nothing. */
export async function toggleRole(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('role')
    .set((eb) => ({ enabledMark: eb(eb.val(1), '-', eb.ref('enabledMark')), lastModifyTime: new Date() }))
    .where('id', '=', id)
    .returning('enabledMark')
    .executeTakeFirst();
  if (!row) throw badRequest(t('permissionOrg.roleNotFound'));
  return row.enabledMark;
}
