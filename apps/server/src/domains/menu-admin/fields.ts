import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkCodeFormat } from './menu-checks.js';
import { duplicateCodeOf, nextSortCode, resourceOwner, sameOwner, withStored } from './resource-owner.js';

/** List columns (列表权限) and form fields (表单权限) of an entry: the same shape, two tables. */
export const FIELD_KINDS = {
  column: { table: 'moduleColumn', itemType: 'column', batchField: 'columnJson' },
  form: { table: 'moduleForm', itemType: 'form', batchField: 'formJson' },
} as const;
export type FieldKind = keyof typeof FIELD_KINDS;

/** The details a field carries beyond its entry. */
export interface FieldDetails {
  fullName: string;
  enCode: string;
  bindTable?: string;
  /** 0 main table, 1 secondary table (one-to-one), 2 child table (one-to-many). */
  fieldRule?: number;
  /** For a child-table field: the form's child-table control, e.g. tableField107. */
  childTableKey?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

export interface FieldInput extends FieldDetails {
  moduleId: string;
}

const COLUMNS = [
  'id',
  'moduleId',
  'fullName',
  'enCode',
  'bindTable',
  'fieldRule',
  'childTableKey',
  'sortCode',
  'enabledMark',
  'description',
] as const;

// Both tables have the columns above; the queries name one of them for Kysely's typing only.
const tableOf = (kind: FieldKind) => FIELD_KINDS[kind].table as 'moduleColumn';

const fieldsOf = (db: Db, kind: FieldKind, moduleId: string) =>
  db
    .selectFrom(tableOf(kind))
    .select(COLUMNS)
    .where('moduleId', '=', moduleId)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();

/** bindTableName is kept for JNPF clients that read it; fields bind to the entry's own model. */
const shown = <T extends { bindTable: string }>(row: T) => ({ ...row, bindTableName: '' });

export async function listFields(db: Db, kind: FieldKind, moduleId: string, keyword?: string) {
  const needle = keyword?.trim().toLowerCase();
  const rows = await fieldsOf(db, kind, moduleId);
  return rows
    .filter((row) => !needle || `${row.fullName} ${row.enCode}`.toLowerCase().includes(needle))
    .map(shown);
}

export async function getField(db: Db, kind: FieldKind, id: string) {
  const row = await db.selectFrom(tableOf(kind)).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('menuAdmin.fieldNotFound'));
  return shown(row);
}

const DEFAULTS = {
  bindTable: '',
  fieldRule: 0,
  childTableKey: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
};

/** `prefix` names where the details sit in the body: '' for one field, 'columnJson.3.' in a batch. */
function checkDetails(details: Required<FieldDetails>, prefix: string, storedCode?: string): void {
  if (details.fullName.trim() === '') throw badField(`${prefix}fullName`, 'validation.empty');
  checkCodeFormat(`${prefix}enCode`, details.enCode, storedCode);
  if (details.fieldRule === 2 && details.childTableKey.trim() === '')
    throw badField(`${prefix}childTableKey`, 'validation.required');
}

const valuesOf = (moduleId: string, details: Required<FieldDetails>) => ({
  moduleId,
  fullName: details.fullName.trim(),
  enCode: details.enCode,
  bindTable: details.bindTable.trim(),
  fieldRule: details.fieldRule,
  childTableKey: details.fieldRule === 2 ? details.childTableKey.trim() : '',
  sortCode: details.sortCode,
  enabledMark: details.enabledMark,
  description: details.description,
});

/** Codes taken in the entry, by id. */
async function codesOf(trx: Db, kind: FieldKind, moduleId: string): Promise<Map<string, string>> {
  return new Map((await fieldsOf(trx, kind, moduleId)).map((row) => [row.enCode, row.id]));
}

export async function createField(db: Db, kind: FieldKind, sent: FieldInput): Promise<string> {
  const id = randomUUID();
  await db
    .transaction()
    .execute(async (trx) => {
      const sortCode = sent.sortCode ?? (await nextSortCode(trx, FIELD_KINDS[kind].table, sent.moduleId));
      const input = { ...DEFAULTS, ...sent, sortCode };
      await resourceOwner(trx, input.moduleId);
      checkDetails(input, '');
      if ((await codesOf(trx, kind, input.moduleId)).has(input.enCode))
        throw badField('enCode', 'common.codeExists', { enCode: input.enCode });
      await trx
        .insertInto(tableOf(kind))
        .values({ id, ...valuesOf(input.moduleId, input) })
        .execute();
    })
    .catch(duplicateCodeOf('enCode', sent.enCode));
  return id;
}

/** Actions/Batch: every field or none; a problem names the field by its place in the list. */
export async function createFields(
  db: Db,
  kind: FieldKind,
  moduleId: string,
  list: FieldDetails[],
): Promise<string[]> {
  const field = FIELD_KINDS[kind].batchField;
  const ids = list.map(() => randomUUID());
  await db.transaction().execute(async (trx) => {
    await resourceOwner(trx, moduleId);
    const taken = await codesOf(trx, kind, moduleId);
    const after = await nextSortCode(trx, FIELD_KINDS[kind].table, moduleId);
    const rows = list.map((sent, index) => {
      const details = { ...DEFAULTS, ...sent, sortCode: sent.sortCode ?? after + index };
      checkDetails(details, `${field}.${index}.`);
      if (taken.has(details.enCode))
        throw badField(`${field}.${index}.enCode`, 'common.codeExists', { enCode: details.enCode });
      taken.set(details.enCode, ids[index] as string);
      return { id: ids[index] as string, ...valuesOf(moduleId, details) };
    });
    await trx.insertInto(tableOf(kind)).values(rows).execute();
  });
  return ids;
}

export async function updateField(db: Db, kind: FieldKind, id: string, sent: FieldInput): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const stored = await getField(trx, kind, id);
      sameOwner(sent.moduleId, stored.moduleId);
      const input = withStored(stored, sent);
      await resourceOwner(trx, input.moduleId);
      checkDetails(input, '', stored.enCode);
      const owner = (await codesOf(trx, kind, input.moduleId)).get(input.enCode);
      if (owner !== undefined && owner !== id)
        throw badField('enCode', 'common.codeExists', { enCode: input.enCode });
      await trx
        .updateTable(tableOf(kind))
        .set(valuesOf(input.moduleId, input))
        .where('id', '=', id)
        .execute();
    })
    .catch(duplicateCodeOf('enCode', sent.enCode));
}

/** Deletes a field and in the same transaction every grant of it. */
export async function deleteField(db: Db, kind: FieldKind, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getField(trx, kind, id);
    await trx
      .deleteFrom('authorize')
      .where('itemType', '=', FIELD_KINDS[kind].itemType)
      .where('itemId', '=', id)
      .execute();
    await trx.deleteFrom(tableOf(kind)).where('id', '=', id).execute();
  });
}

export async function toggleField(db: Db, kind: FieldKind, id: string): Promise<number> {
  const stored = await getField(db, kind, id);
  const enabledMark = stored.enabledMark === 1 ? 0 : 1;
  await db.updateTable(tableOf(kind)).set({ enabledMark }).where('id', '=', id).execute();
  return enabledMark;
}
