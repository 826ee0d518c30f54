import { entryValues } from '../../crud/entry.js';
import { epoch } from '../../crud/times.js';
import { codeExists, insertWithCode, updateWithCode } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkCode, checkParent, type TreeEntryInput } from './entry-checks.js';
import { nest, ROOT } from './tree.js';

export interface TypeInput extends TreeEntryInput {
  isTree?: number;
}

const COLUMNS = [
  'id',
  'parentId',
  'fullName',
  'enCode',
  'isTree',
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
  'lastModifyTime',
] as const;

const allTypes = (db: Db) =>
  db.selectFrom('dictionaryType').select(COLUMNS).orderBy('sortCode').orderBy('creatorTime').orderBy('id');

type TypeRow = Awaited<ReturnType<ReturnType<typeof allTypes>['execute']>>[number];

const shown = (row: TypeRow) => ({
  ...row,
  creatorTime: epoch(row.creatorTime),
  lastModifyTime: epoch(row.lastModifyTime),
});

/** Every type, disabled ones too, as a tree; a keyword answers the matches flat. */
export async function listTypes(db: Db, keyword?: string) {
  const rows = (await allTypes(db).execute()).map(shown);
  const needle = keyword?.trim();
  if (!needle) return nest(rows);
  return rows.filter((row) => row.fullName.includes(needle) || row.enCode.includes(needle));
}

export async function getType(db: Db, id: string) {
  const row = await allTypes(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('dictionary.typeNotFound'));
  return shown(row);
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

export async function createType(db: Db, input: TypeInput): Promise<string> {
  await checkType(db, input);
  return insertWithCode(db, 'dictionaryType', values(input));
}

export async function updateType(db: Db, id: string, input: TypeInput): Promise<void> {
  await getType(db, id);
  await checkType(db, input, id);
  await updateWithCode(db, 'dictionaryType', id, values(input));
}

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
