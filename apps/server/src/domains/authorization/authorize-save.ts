import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { GRANT_KINDS, type GrantKind, ITEM_TYPE_OF } from './authorize-catalogue.js';
import { SYSTEM_NODE_ID } from './authorize-values.js';
import type { AuthorizeItemType } from './tables.js';

/** Item ids by kind, as the authorization screen sends them; a kind left out is not touched. */
export type GrantLists = Partial<Record<GrantKind, string[]>>;

const ITEM_TABLES = {
  module: 'module',
  button: 'moduleButton',
  column: 'moduleColumn',
  form: 'moduleForm',
  resource: 'moduleDataScheme',
} as const;

/** How many unknown ids a refusal names; the rest are not worth a longer message. */
const NAMED_IDS = 5;

/**
 * The grants of each kind sent, checked: every id must name an item of that kind. The screen
 * ticks an entry as well when its items are ticked, so menu entry ids are accepted in the item
 * lists too and passed over, as is the system JNPF's client ticks first; anything else is refused naming the list it came in.
 */
export async function checkedGrants(
  db: Db,
  lists: GrantLists,
): Promise<Array<{ kind: GrantKind; itemIds: string[] }>> {
  const sent = GRANT_KINDS.filter((kind) => lists[kind] !== undefined);
  const moduleIds = await allIds(db, 'module');
  const checked: Array<{ kind: GrantKind; itemIds: string[] }> = [];
  for (const kind of sent) {
    const ids = [...new Set(lists[kind])];
    const known = kind === 'module' ? moduleIds : await allIds(db, kind);
    const unknown = ids.filter((id) => !known.has(id) && !moduleIds.has(id) && id !== SYSTEM_NODE_ID);
    if (unknown.length > 0)
      throw badField(kind, 'authorize.unknownIds', { ids: unknown.slice(0, NAMED_IDS).join(', ') });
    checked.push({ kind, itemIds: ids.filter((id) => known.has(id)) });
  }
  return checked;
}

/**
 * Every id of a kind: menus and their items number in the thousands at most, fewer than the ids
 * a screen may send, so one plain read beats a statement with a parameter per id sent.
 */
async function allIds(db: Db, kind: GrantKind): Promise<Set<string>> {
  const rows = await db.selectFrom(ITEM_TABLES[kind]).select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/** Refuses, naming `field`, when any of the ids is not a role. */
export async function checkRoles(db: Db, field: string, roleIds: string[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return;
  const rows = await db.selectFrom('role').select('id').where('id', 'in', unique).execute();
  const known = new Set(rows.map((row) => row.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined) throw badField(field, 'authorize.roleMissing', { id: missing });
}

const rowsOf = (roleId: string, grants: Array<{ kind: GrantKind; itemIds: string[] }>) =>
  grants.flatMap(({ kind, itemIds }) =>
    itemIds.map((itemId) => ({ roleId, itemType: ITEM_TYPE_OF[kind] as AuthorizeItemType, itemId })),
  );

/** Inserting in slices keeps each statement's parameters well under PostgreSQL's limit. */
const SLICE = 1000;

async function insertGrants(db: Db, rows: ReturnType<typeof rowsOf>): Promise<void> {
  for (let start = 0; start < rows.length; start += SLICE) {
    await db
      .insertInto('authorize')
      .values(rows.slice(start, start + SLICE))
      .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
      .execute();
  }
}

/**
 * The role's grants of each kind sent become exactly the ids sent, in one transaction: checked
 * first, so that a refused list leaves every grant as it was.
 */
export async function replaceRoleGrants(db: Db, roleId: string, lists: GrantLists): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await checkRoles(trx, 'objectId', [roleId]);
    const grants = await checkedGrants(trx, lists);
    const types = grants.map(({ kind }) => ITEM_TYPE_OF[kind]);
    if (types.length === 0) return;
    await trx.deleteFrom('authorize').where('roleId', '=', roleId).where('itemType', 'in', types).execute();
    await insertGrants(trx, rowsOf(roleId, grants));
  });
}

/** Adds the ids sent to each role's grants; what the roles held already stays. */
export async function addRoleGrants(db: Db, roleIds: string[], lists: GrantLists): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await checkRoles(trx, 'roleIds', roleIds);
    const grants = await checkedGrants(trx, lists);
    await insertGrants(
      trx,
      [...new Set(roleIds)].flatMap((roleId) => rowsOf(roleId, grants)),
    );
  });
}

/** The kind of an item id, for the grants of one item; undefined when it names nothing. */
export async function kindOfItem(db: Db, itemId: string): Promise<GrantKind | undefined> {
  for (const kind of GRANT_KINDS) {
    const row = await db
      .selectFrom(ITEM_TABLES[kind])
      .select('id')
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (row) return kind;
  }
  return undefined;
}

/** The roles holding one item. */
export async function holdersOf(db: Db, kind: GrantKind, itemId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('authorize')
    .select('roleId')
    .where('itemType', '=', ITEM_TYPE_OF[kind])
    .where('itemId', '=', itemId)
    .orderBy('roleId')
    .execute();
  return rows.map((row) => row.roleId);
}

/** Exactly `roleIds` hold the item afterwards. */
export async function replaceHolders(
  db: Db,
  kind: GrantKind,
  itemId: string,
  roleIds: string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await checkRoles(trx, 'objectId', roleIds);
    const itemType = ITEM_TYPE_OF[kind];
    await trx.deleteFrom('authorize').where('itemType', '=', itemType).where('itemId', '=', itemId).execute();
    await insertGrants(
      trx,
      [...new Set(roleIds)].map((roleId) => ({ roleId, itemType, itemId })),
    );
  });
}
