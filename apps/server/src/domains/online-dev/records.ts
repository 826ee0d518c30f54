import { randomUUID } from 'node:crypto';
import { formatValue, type PickerNames } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { FieldOptionsLookup } from '../dictionary/index.js';
import type { DataScope } from './data-scope.js';
import { ownValue } from './field-values.js';
import type { CellGrants } from './grants.js';
import type { Model } from './model.js';

type Values = Record<string, unknown>;

/**
 * The stored values; `lock` holds the row until the transaction ends, for a read-modify-write. A
 * record outside `scope` (the reader's data permissions) answers as missing: whether it exists is
 * none of the reader's business either.
 */
export async function storedValues(
  db: Db,
  model: Model,
  dataId: string,
  options: { lock?: boolean; scope?: DataScope } = {},
): Promise<Values> {
  let query = db
    .selectFrom('onlineDevRecord')
    .select('data')
    .where('modelId', '=', model.id)
    .where('id', '=', dataId);
  if (options.scope) query = query.where(options.scope.condition);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw badRequest(t('onlineDev.recordNotFound'));
  return row.data;
}

export async function insertRecord(db: Db, model: Model, values: Values, userId: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('onlineDevRecord')
    .values({ id, modelId: model.id, data: JSON.stringify(values), creatorUserId: userId })
    .execute();
  return id;
}

export async function updateRecord(
  db: Db,
  model: Model,
  dataId: string,
  values: Values,
  userId: string,
): Promise<void> {
  const result = await db
    .updateTable('onlineDevRecord')
    .set({ data: JSON.stringify(values), lastModifyUserId: userId, lastModifyTime: new Date() })
    .where('modelId', '=', model.id)
    .where('id', '=', dataId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw badRequest(t('onlineDev.recordNotFound'));
}

/** Deletes a record; one outside `scope` answers as missing, like storedValues. */
export async function deleteRecord(db: Db, model: Model, dataId: string, scope?: DataScope): Promise<void> {
  let query = db.deleteFrom('onlineDevRecord').where('modelId', '=', model.id).where('id', '=', dataId);
  if (scope) query = query.where(scope.condition);
  const result = await query.executeTakeFirst();
  if (result.numDeletedRows === 0n) throw badRequest(t('onlineDev.recordNotFound'));
}

/**
 * All or nothing: when one id is not a record of this model within `scope`, none is deleted.
 */
export async function deleteRecords(db: Db, model: Model, ids: string[], scope?: DataScope): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('onlineDevRecord').where('modelId', '=', model.id).where('id', 'in', wanted);
    if (scope) query = query.where(scope.condition);
    const deleted = await query.returning('id').execute();
    if (deleted.length !== wanted.length) {
      const found = new Set(deleted.map((row) => row.id));
      const missing = wanted.find((id) => !found.has(id));
      // Throwing rolls the deletions back.
      throw badField('ids', 'onlineDev.recordsNotFound', { ids: missing ?? '' });
    }
    return deleted.length;
  });
}

/**
 * Only the form's fields, and of those only the ones this user may read; of a sub-table in
 * `cells`, each row keeps only the columns granted.
 */
export function readable(
  model: Model,
  values: Values,
  fields: ReadonlySet<string>,
  cells?: CellGrants,
): Values {
  const kept = Object.entries(values).filter(([vModel]) => model.fields.has(vModel) && fields.has(vModel));
  return Object.fromEntries(
    cells ? kept.map(([vModel, value]) => [vModel, grantedCells(cells, vModel, value)]) : kept,
  );
}

/**
 * A sub-table's rows with only the cells granted in `cells` (built from entries: a column named
 * `__proto__` stays a cell); any other value as it is.
 */
export function grantedCells(cells: CellGrants, vModel: string, value: unknown): unknown {
  const columns = cells.get(vModel);
  if (!columns || !Array.isArray(value)) return value;
  return value.map((row: unknown) =>
    typeof row === 'object' && row !== null && !Array.isArray(row)
      ? Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column)))
      : row,
  );
}

/**
 * Each value as a person reads it; a sub-table's rows cell by cell (of the columns in `cells`, when
 * given). `optionsOf`: fetched options; `names`: the names of the records picker fields hold ids
 * of (displayedRecords loads both).
 * Cells are read as own values only, and the answer is built from entries (field names are the
 * designer's: a `__proto__` would not be kept by assignment).
 */
export function displayValues(
  model: Model,
  values: Values,
  optionsOf: FieldOptionsLookup = () => undefined,
  names: PickerNames = {},
  cells?: CellGrants,
): Record<string, unknown> {
  const texts: Array<[string, unknown]> = [];
  for (const [vModel, value] of Object.entries(values)) {
    const field = model.fields.get(vModel);
    if (!field) continue;
    if (field.jnpfKey === 'table' && Array.isArray(value)) {
      const granted = cells?.get(vModel);
      const columns = (field.children ?? []).filter(
        (column) => column.vModel && (!granted || granted.has(column.vModel)),
      );
      const rows = value.map((row: unknown) =>
        Object.fromEntries(
          columns.map((column) => [
            column.vModel,
            formatValue(column, isObject(row) ? ownValue(row, column.vModel as string) : undefined, {
              options: optionsOf(column),
              names,
            }),
          ]),
        ),
      );
      texts.push([vModel, rows]);
    } else {
      texts.push([vModel, formatValue(field, value, { options: optionsOf(field), names })]);
    }
  }
  return Object.fromEntries(texts);
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
