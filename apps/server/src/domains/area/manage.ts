import { sql } from 'kysely';
import { checkRule, type EntryInput, entryValues } from '../../crud/entry.js';
import { epoch } from '../../crud/times.js';
import { checkCodeFree, codeTaken, insertWithCode } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { AREA_ROOT } from './china-areas.js';

export interface AreaInput extends EntryInput {
  parentId: string;
}

/** A keyword search answers at most this many areas: the national data is large. */
const MAX_MATCHES = 200;

const COLUMNS = [
  'a.id',
  'a.parentId',
  'a.fullName',
  'a.enCode',
  'a.level',
  'a.sortCode',
  'a.enabledMark',
  'a.description',
  'a.creatorTime',
  'a.lastModifyTime',
] as const;

/**
 * Areas as the 行政区划 screen lists them, disabled ones too: the children of one parent, or
 * with a keyword the areas (anywhere) whose name or code contains it. `hasChildren` says
 * whether opening the row has anything to show, so the tree is fetched a level at a time.
 */
export async function adminAreas(db: Db, parentId: string, keyword?: string) {
  let query = db
    .selectFrom('area as a')
    .select([
      ...COLUMNS,
      (eb) =>
        eb
          .exists(eb.selectFrom('area as c').select('c.id').whereRef('c.parentId', '=', 'a.id'))
          .as('hasChildren'),
    ])
    .orderBy('a.level')
    .orderBy('a.sortCode')
    .orderBy('a.id');
  const needle = keyword?.trim();
  if (needle) {
    const pattern = containsPattern(needle);
    query = query
      .where((eb) => eb.or([eb('a.fullName', 'ilike', pattern), eb('a.enCode', 'ilike', pattern)]))
      .limit(MAX_MATCHES);
  } else query = query.where('a.parentId', '=', parentId);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    hasChildren: Boolean(row.hasChildren),
    creatorTime: epoch(row.creatorTime),
    lastModifyTime: epoch(row.lastModifyTime),
  }));
}

export async function getArea(db: Db, id: string) {
  const row = await db.selectFrom('area as a').select(COLUMNS).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('area.notFound'));
  return { ...row, creatorTime: epoch(row.creatorTime), lastModifyTime: epoch(row.lastModifyTime) };
}

/**
 * The enabled children of `parentId` a parent may be chosen from, without the edited area
 * `editedId` (0: none): an area may not move under itself.
 */
export async function parentChoices(db: Db, parentId: string, editedId: string) {
  const rows = await db
    .selectFrom('area as a')
    .select([
      'a.id',
      'a.fullName',
      (eb) =>
        eb
          .not(
            eb.exists(
              eb
                .selectFrom('area as c')
                .select('c.id')
                .whereRef('c.parentId', '=', 'a.id')
                .where('c.enabledMark', '=', 1)
                .where('c.id', '!=', editedId),
            ),
          )
          .as('isLeaf'),
    ])
    .where('a.parentId', '=', parentId)
    .where('a.enabledMark', '=', 1)
    .where('a.id', '!=', editedId)
    .orderBy('a.sortCode')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ id: row.id, fullName: row.fullName, isLeaf: Boolean(row.isLeaf) }));
}

/** The level under the parent; a parent that does not exist, or lies under the area, is a 400. */
async function levelUnder(db: Db, parentId: string, selfId?: string): Promise<number> {
  if (parentId === AREA_ROOT) return 1;
  let level = 0;
  let up: string | undefined = parentId;
  // The chain from the parent to the top: the area itself on it means a cycle.
  for (let steps = 0; up !== undefined && up !== AREA_ROOT; steps++) {
    if (up === selfId || steps > 20) throw badField('parentId', 'dictionary.parentIsOwnDescendant');
    const row = await db
      .selectFrom('area')
      .select(['parentId', 'level'])
      .where('id', '=', up)
      .executeTakeFirst();
    if (!row) throw badField('parentId', 'area.parentMissing', { parentId });
    if (steps === 0) level = row.level + 1;
    up = row.parentId;
  }
  return level;
}

async function checkArea(db: Db, input: AreaInput, selfId?: string): Promise<number> {
  checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  await checkCodeFree(db, 'area', input.enCode, selfId);
  return levelUnder(db, input.parentId, selfId);
}

const values = (input: AreaInput, level: number) => ({
  ...entryValues(input),
  parentId: input.parentId,
  level,
});

export async function createArea(db: Db, input: AreaInput): Promise<string> {
  const level = await checkArea(db, input);
  return insertWithCode(db, 'area', values(input, level));
}

/** Moving an area moves what is under it: their levels follow. */
export async function updateArea(db: Db, id: string, input: AreaInput): Promise<void> {
  const stored = await getArea(db, id);
  const level = await checkArea(db, input, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('area')
      .set({ ...values(input, level), lastModifyTime: new Date() })
      .where('id', '=', id)
      .execute()
      .catch(codeTaken(input.enCode));
    const shift = level - stored.level;
    if (shift === 0) return;
    await sql`
      with recursive below as (
        select id from area where parent_id = ${id}
        union all
        select a.id from area a join below b on a.parent_id = b.id
      )
      update area set level = level + ${shift} where id in (select id from below)`.execute(trx);
  });
}

/** An area with areas under it is kept: stored addresses may name them. */
export async function deleteArea(db: Db, id: string): Promise<void> {
  await getArea(db, id);
  // The check sits in the DELETE, so a child added meanwhile still keeps the area.
  const result = await db
    .deleteFrom('area')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('area as c').select('c.id').whereRef('c.parentId', '=', 'area.id'))),
    )
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw badField('id', 'area.hasChildren');
}

export async function toggleArea(db: Db, id: string): Promise<number> {
  await getArea(db, id);
  const { enabledMark } = await db
    .updateTable('area')
    .set({ enabledMark: sql<number>`1 - enabled_mark`, lastModifyTime: new Date() })
    .where('id', '=', id)
    .returning('enabledMark')
    .executeTakeFirstOrThrow();
  return enabledMark;
}
