import { ENTRY_TAIL, entryValues } from '../../crud/entry.js';
import { codedWrites } from '../../crud/entry-writes.js';
import { stamped } from '../../crud/times.js';
import { codeExists } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkCode, checkParent, type TreeEntryInput } from './entry-checks.js';
import { nest, ROOT } from './tree.js';

export interface TypeInput extends TreeEntryInput {
  isTree?: number;
}

const COLUMNS = ['id', 'parentId', 'fullName', 'enCode', 'isTree', ...ENTRY_TAIL] as const;

const allTypes = (db: Db) =>
  db.selectFrom('dictionaryType').select(COLUMNS).orderBy('sortCode').orderBy('creatorTime').orderBy('id');

/** Every type, disabled ones too, as a tree; a keyword answers the matches flat. */
export async function listTypes(db: Db, keyword?: string) {
  const rows = (await allTypes(db).execute()).map(stamped);
  const needle = keyword?.trim();
  if (!needle) return nest(rows);
  return rows.filter((row) => row.fullName.includes(needle) || row.enCode.includes(needle));
}

export async function getType(db: Db, id: string) {
  const row = await allTypes(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('dictionary.typeNotFound'));
  return stamped(row);
}

async function checkType(db: Db, input: TypeInput, selfId?: string): Promise<void> {
  checkCode(input.enCode);
  const rows = await db.selectFrom('dictionaryType').select(['id', 'parentId', 'enCode']).execute();
  if (rows.some((row) => row.enCode === input.enCode && row.id !== selfId)) throw codeExists(input.enCode);
  checkParent(rows, input.parentId ?? ROOT, selfId);
}

const values = (input: TypeInput) => ({
  parentId: input.parentId ?? ROOT,
  isTree: input.isTree ?? 0,
  ...entryValues(input),
});

export const { create: createType, update: updateType } = codedWrites({
  table: 'dictionaryType',
  find: getType,
  check: checkType,
  values,
});

/** A type still holding items or types is kept: forms may store its codes. */
export async function deleteType(db: Db, id: string): Promise<void> {
  await getType(db, id);
  const child = await db
    .selectFrom('dictionaryType')
    .select('id')
    .where('parentId', '=', id)
    .executeTakeFirst();
  if (child) throw badField('id', 'dictionary.hasChildTypes');
  const item = await db
    .selectFrom('dictionaryData')
    .select('id')
    .where('dictionaryTypeId', '=', id)
    .executeTakeFirst();
  if (item) throw badField('id', 'dictionary.hasItems');
  await db.deleteFrom('dictionaryType').where('id', '=', id).execute();
}
