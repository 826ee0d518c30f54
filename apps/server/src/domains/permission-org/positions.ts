import { checkRule, ENTRY_TAIL, type EntryInput, entryValues } from '../../crud/entry.js';
import { codedWrites } from '../../crud/entry-writes.js';
import { keywordPage } from '../../crud/keyword-page.js';
import type { Paging } from '../../crud/paging.js';
import { stamped } from '../../crud/times.js';
import { checkCodeFree } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { loadOrganizes, type Organizes } from '../organize-selectors/index.js';
import { hasRelatedUsers, stillReferenced } from './user-relations.js';

export interface PositionInput extends EntryInput {
  organizeId: string;
  type?: string;
}

const COLUMNS = ['id', 'organizeId', 'fullName', 'enCode', 'type', ...ENTRY_TAIL] as const;

type PositionRow = Awaited<ReturnType<ReturnType<typeof positionsQuery>['execute']>>[number];

const positionsQuery = (db: Db) => db.selectFrom('position').select(COLUMNS);

/** A position as lists show it: with the path of the organisation it belongs to. */
const shown = (row: PositionRow, organizes: Organizes) => ({
  ...stamped(row),
  department: organizes.pathOf(row.organizeId),
});

/** The ids of an organisation and of everything under it. */
const branchIds = (organizes: Organizes, organizeId: string) =>
  organizes.nodes.filter((node) => node.organizeIds.includes(organizeId)).map((node) => node.id);

/** Positions of an organisation and those below it (all without one), matching a keyword, paged. */
export async function listPositions(db: Db, query: Paging & { organizeId?: string }) {
  const organizes = await loadOrganizes(db, { withDisabled: true });
  let base = db.selectFrom('position');
  if (query.organizeId) {
    const ids = branchIds(organizes, query.organizeId);
    base = base.where('organizeId', 'in', ids.length ? ids : ['']);
  }
  return keywordPage(base, query, {
    rows: (found) => found.select(COLUMNS).orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id'),
    show: (rows) => rows.map((row) => shown(row, organizes)),
  });
}

/** Every enabled position, for forms that show position names. */
export async function allPositions(db: Db) {
  const [organizes, rows] = await Promise.all([
    loadOrganizes(db, { withDisabled: true }),
    positionsQuery(db)
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('fullName')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => shown(row, organizes));
}

async function findPosition(db: Db, id: string) {
  const row = await positionsQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('permissionOrg.positionNotFound'));
  return row;
}

/** A position as its form edits it; organizeIdTree is the way down to its organisation. */
export async function getPosition(db: Db, id: string) {
  const row = await findPosition(db, id);
  const organizes = await loadOrganizes(db, { withDisabled: true });
  return { ...shown(row, organizes), organizeIdTree: organizes.idsOf(row.organizeId) };
}

/** Codes are letters and digits and unique; a position belongs to an organisation that exists. */
async function checkPosition(db: Db, input: PositionInput, selfId?: string): Promise<void> {
  checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  await checkCodeFree(db, 'position', input.enCode, selfId);
  const organize = await db
    .selectFrom('organize')
    .select('id')
    .where('id', '=', input.organizeId)
    .executeTakeFirst();
  if (!organize) throw badField('organizeId', 'permissionOrg.organizeMissing', { id: input.organizeId });
}

const values = (input: PositionInput) => ({
  organizeId: input.organizeId,
  type: input.type ?? '',
  ...entryValues(input),
});

export const { create: createPosition, update: updatePosition } = codedWrites({
  table: 'position',
  find: findPosition,
  check: checkPosition,
  values,
});

/** A position someone holds, as main position or as one of theirs, is kept. */
export async function deletePosition(db: Db, id: string): Promise<void> {
  await findPosition(db, id);
  const holder = await db.selectFrom('users').select('id').where('positionId', '=', id).executeTakeFirst();
  if (holder || (await hasRelatedUsers(db, 'Position', id)))
    throw badField('id', 'permissionOrg.positionHasUsers');
  await db.deleteFrom('position').where('id', '=', id).execute().catch(stillReferenced);
}

/**
 * The enabled positions of each organisation asked for, grouped under it (by its path), in the
 * order asked: the user form offers them once its organisations are chosen.
 */
export async function positionsByOrganizes(db: Db, organizeIds: readonly string[]) {
  const organizes = await loadOrganizes(db, { withDisabled: true });
  const known = new Set(organizes.nodes.map((node) => node.id));
  const missing = organizeIds.find((id) => !known.has(id));
  if (missing !== undefined) throw badField('organizeIds', 'permissionOrg.organizeMissing', { id: missing });
  const ids = [...new Set(organizeIds)];
  const rows = ids.length
    ? await positionsQuery(db)
        .where('enabledMark', '=', 1)
        .where('organizeId', 'in', ids)
        .orderBy('sortCode')
        .orderBy('fullName')
        .orderBy('id')
        .execute()
    : [];
  return ids.map((organizeId) => ({
    id: organizeId,
    fullName: organizes.pathOf(organizeId),
    type: 'organize',
    children: rows
      .filter((row) => row.organizeId === organizeId)
      .map(({ id, fullName, enCode, type }) => ({ id, fullName, enCode, type })),
  }));
}
