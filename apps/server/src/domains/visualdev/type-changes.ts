import {
  countMisfits,
  dataFieldsOf,
  type FieldSchema,
  type FormSchema,
  ResultCode,
  type TypeChange,
} from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { isEmptyValue } from '../online-dev/index.js';

/**
 * Fields by the key their values are stored under now: a field renamed since the release still
 * has them under its earlier name.
 */
function byStoredKey(fields: readonly FieldSchema[], useRenames: boolean): Map<string, FieldSchema> {
  return new Map(
    fields.flatMap((field) =>
      field.vModel ? [[(useRenames && field.renamedFrom) || field.vModel, field] as const] : [],
    ),
  );
}

/** The record's own values of one key, one per record that holds it. */
async function ownValues(db: Db, modelId: string, key: string): Promise<unknown[][]> {
  const rows = await sql<{ value: unknown }>`
    select data -> ${key}::text as value from online_dev_record
    where model_id = ${modelId} and data ? ${key}::text
  `.execute(db);
  return rows.rows.map((row) => [row.value]);
}

/** A sub-table column's values, one list (its rows' values) per record with a row that holds it. */
async function columnValues(db: Db, modelId: string, table: string, column: string): Promise<unknown[][]> {
  const rows = await sql<{ values: unknown[] }>`
    select (
      select jsonb_agg(r -> ${column}::text) from jsonb_array_elements(data -> ${table}::text) as row_of(r)
      where jsonb_typeof(r) = 'object' and r ? ${column}::text
    ) as values
    from online_dev_record
    where model_id = ${modelId} and jsonb_typeof(data -> ${table}::text) = 'array'
      and exists (
        select 1 from jsonb_array_elements(data -> ${table}::text) as some_row(r)
        where jsonb_typeof(r) = 'object' and r ? ${column}::text)
  `.execute(db);
  return rows.rows.map((row) => row.values ?? []);
}

const isRows = (value: unknown) =>
  Array.isArray(value) &&
  value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));

/**
 * How many records hold at least one value the field would refuse. A sub-table's value must be a
 * list of rows; what its rows hold is the columns' concern, compared one by one.
 */
const recordsWithMisfits = (field: FieldSchema, records: readonly unknown[][]): number =>
  records.filter((values) =>
    field.jnpfKey === 'table'
      ? values.some((value) => !isEmptyValue(value) && !isRows(value))
      : countMisfits(field, values) > 0,
  ).length;

/**
 * The fields, sub-table columns included, whose widget type the draft changes since the last
 * release in a way some stored values would not fit, with how many records hold such a value.
 */
export async function typeChangesOf(
  db: Db,
  modelId: string,
  released: FormSchema | undefined,
  draft: FormSchema,
): Promise<TypeChange[]> {
  if (!released) return [];
  const before = byStoredKey(dataFieldsOf(released), false);
  const changes: TypeChange[] = [];
  for (const [key, field] of byStoredKey(dataFieldsOf(draft), true)) {
    const old = before.get(key);
    if (!old) continue;
    if (field.jnpfKey === 'table' && old.jnpfKey === 'table') {
      // A table that was one before: its columns are compared one by one, inside its rows.
      const oldColumns = byStoredKey(old.children ?? [], false);
      for (const [columnKey, column] of byStoredKey(field.children ?? [], true)) {
        const oldColumn = oldColumns.get(columnKey);
        if (!oldColumn || oldColumn.jnpfKey === column.jnpfKey) continue;
        const records = recordsWithMisfits(column, await columnValues(db, modelId, key, columnKey));
        if (records > 0) {
          const vModel = column.vModel ?? columnKey;
          const table = field.vModel ?? key;
          changes.push({
            field: `${table}.${vModel}`,
            vModel,
            table,
            label: `${field.label || table} / ${column.label || vModel}`,
            from: oldColumn.jnpfKey,
            to: column.jnpfKey,
            records,
          });
        }
      }
      continue;
    }
    if (old.jnpfKey === field.jnpfKey) continue;
    const records = recordsWithMisfits(field, await ownValues(db, modelId, key));
    if (records > 0) {
      const vModel = field.vModel ?? key;
      changes.push({
        field: vModel,
        vModel,
        label: field.label || vModel,
        from: old.jnpfKey,
        to: field.jnpfKey,
        records,
      });
    }
  }
  return changes;
}

/**
 * What the refusal says, in the request's language. It names no widget types: their keys mean
 * nothing to a reader, and the console words the structured changes with the widgets' names.
 */
function describe(changes: readonly TypeChange[]): string {
  const listed = changes
    .map((c) => t('visualdev.typeChangeBreaks', { label: c.label, records: c.records }))
    .join(t('visualdev.typeChangeSeparator'));
  return t('visualdev.confirmTypeChanges', { listed });
}

/**
 * A release refused for type changes not yet confirmed. Answered as a problem of the release
 * form's `confirmTypeChanges` switch, so the message shows beside the switch that accepts it,
 * with the changes themselves beside it for a client to word.
 */
export class TypeChangesRefused extends AppError {
  readonly problem: string;

  constructor(readonly changes: readonly TypeChange[]) {
    const problem = describe(changes);
    super(ResultCode.badRequest, `confirmTypeChanges: ${problem}`);
    this.problem = problem;
  }

  envelope() {
    return {
      code: ResultCode.badRequest,
      msg: this.message,
      data: { problems: [{ field: 'confirmTypeChanges', message: this.problem }], typeChanges: this.changes },
    };
  }
}
