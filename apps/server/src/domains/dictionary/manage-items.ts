import { randomUUID } from 'node:crypto';
import { ENTRY_TAIL, entryValues } from '../../crud/entry.js';
import { stamped } from '../../crud/times.js';
import { codeExists, codeTaken } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { branchOf, checkCode, checkParent, type TreeEntryInput } from './entry-checks.js';
import { findType, type TypeRow } from './items.js';
import { nest, ROOT } from './tree.js';

export interface ItemInput extends TreeEntryInput {
  dictionaryTypeId: string;
}

const COLUMNS = ['id', 'dictionaryTypeId', 'parentId', 'fullName', 'enCode', ...ENTRY_TAIL] as const;

const itemsOf = (db: Db, typeId: string) =>
  db
    .selectFrom('dictionaryData')
    .select(COLUMNS)
    .where('dictionaryTypeId', '=', typeId)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id');

/** Every item of a type, disabled ones too: nested for a tree type unless asked flat or searched. */
export async function listItems(db: Db, typeKey: string, query: { keyword?: string; isTree?: number }) {
  const type = await findType(db, typeKey);
  const rows = (await itemsOf(db, type.id).execute()).map(stamped);
  const needle = query.keyword?.trim();
  if (needle) return rows.filter((row) => row.fullName.includes(needle) || row.enCode.includes(needle));
  return type.isTree === 1 && query.isTree !== 0 ? nest(rows) : rows;
}

/**
 * The enabled items a parent may be chosen from, the edited item and its branch left out, with
 * whether the type is a tree at all (an item of a flat type has no parent to choose).
 */
export async function parentSelector(db: Db, typeKey: string, editedId: string) {
  const type = await findType(db, typeKey);
  const rows = await itemsOf(db, type.id).where('enabledMark', '=', 1).execute();
  const branch = editedId === ROOT ? new Set<string>() : branchOf(rows, editedId);
  const offered = rows
    .filter((row) => !branch.has(row.id))
    .map(({ id, parentId, fullName, enCode }) => ({ id, parentId, fullName, enCode }));
  return { isTree: type.isTree, list: type.isTree === 1 ? nest(offered) : offered };
}

export async function getItem(db: Db, id: string) {
  const row = await db.selectFrom('dictionaryData').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('dictionary.itemNotFound'));
  return stamped(row);
}

/** Codes and names are unique in a type; a flat type has no parents. */
async function checkItem(db: Db, type: TypeRow, input: ItemInput, selfId?: string): Promise<void> {
  checkCode(input.enCode);
  const rows = await itemsOf(db, type.id).execute();
  const others = rows.filter((row) => row.id !== selfId);
  if (others.some((row) => row.enCode === input.enCode)) throw codeExists(input.enCode);
  const fullName = input.fullName.trim();
  if (others.some((row) => row.fullName === fullName))
    throw badField('fullName', 'dictionary.nameExists', { name: fullName });
  const parentId = input.parentId ?? ROOT;
  if (type.isTree !== 1 && parentId !== ROOT) throw badField('parentId', 'dictionary.notTree');
  checkParent(rows, parentId, selfId);
}

const values = (type: TypeRow, input: ItemInput) => ({
  dictionaryTypeId: type.id,
  parentId: input.parentId ?? ROOT,
  ...entryValues(input),
});

export async function createItem(db: Db, input: ItemInput): Promise<string> {
  const type = await findType(db, input.dictionaryTypeId, 'dictionaryTypeId');
  await checkItem(db, type, input);
  const id = randomUUID();
  await db
    .insertInto('dictionaryData')
    .values({ id, ...values(type, input) })
    .execute()
    .catch(codeTaken(input.enCode));
  return id;
}

/** An item stays in its type: the type it names must be the one it is in. */
export async function updateItem(db: Db, id: string, input: ItemInput): Promise<void> {
  const stored = await getItem(db, id);
  const type = await findType(db, input.dictionaryTypeId, 'dictionaryTypeId');
  if (type.id !== stored.dictionaryTypeId) throw badField('dictionaryTypeId', 'dictionary.otherType');
  await checkItem(db, type, input, id);
  await db
    .updateTable('dictionaryData')
    .set({ ...values(type, input), lastModifyTime: new Date() })
    .where('id', '=', id)
    .execute()
    .catch(codeTaken(input.enCode));
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await getItem(db, id);
  const child = await db
    .selectFrom('dictionaryData')
    .select('id')
    .where('parentId', '=', id)
    .executeTakeFirst();
  if (child) throw badField('id', 'dictionary.hasChildItems');
  await db.deleteFrom('dictionaryData').where('id', '=', id).execute();
}

/** Actions/State: enabled becomes disabled and back. */
export async function toggleItem(db: Db, id: string): Promise<number> {
  const stored = await getItem(db, id);
  const enabledMark = stored.enabledMark === 1 ? 0 : 1;
  await db
    .updateTable('dictionaryData')
    .set({ enabledMark, lastModifyTime: new Date() })
    .where('id', '=', id)
    .execute();
  return enabledMark;
}
