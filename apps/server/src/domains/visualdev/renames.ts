import { dataFieldsOf, type FieldSchema, type FormSchema, walkFields } from '@formwork/schema';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';

export interface Rename {
  from: string;
  to: string;
  /** For a sub-table column: the table's key, whose rows hold the column's values. */
  table?: string;
  /** Where the field's vModel is in the form (`fields.2.children.0.vModel`): a refusal names it. */
  path: string;
  /** The field's label; for a sub-table column `<table label> / <column label>`. */
  label: string;
}

export interface Moved {
  from: string;
  to: string;
  table?: string;
  /** Records that held a value under the old name. */
  records: number;
}

/**
 * The data fields the designer renamed since the last release (their `renamedFrom` mark): the
 * record's own keys first, then sub-table columns, named by their table's new key, so a table
 * renamed together with a column is found where the first moves put it.
 */
export function renamesOf(form: FormSchema): Rename[] {
  const paths = new Map<FieldSchema, string>();
  walkFields(form.fields, (field, path) => paths.set(field, `${path}.vModel`));
  const renamed = (field: FieldSchema, table?: FieldSchema): Rename[] =>
    field.vModel && field.renamedFrom && field.renamedFrom !== field.vModel
      ? [
          {
            from: field.renamedFrom,
            to: field.vModel,
            ...(table?.vModel && { table: table.vModel }),
            path: paths.get(field) ?? 'fields',
            label: table
              ? `${table.label || table.vModel} / ${field.label || field.vModel}`
              : field.label || field.vModel,
          },
        ]
      : [];
  const own = dataFieldsOf(form);
  const columns = own.flatMap((table) =>
    table.jnpfKey === 'table' ? (table.children ?? []).flatMap((column) => renamed(column, table)) : [],
  );
  return [...own.flatMap((field) => renamed(field)), ...columns];
}

/** The form without rename marks: once released, the values sit under the new names. */
export function withoutRenameMarks(form: FormSchema): FormSchema {
  const strip = (fields: readonly FieldSchema[]): FieldSchema[] =>
    fields.map(({ renamedFrom: _mark, ...field }) =>
      field.children ? { ...field, children: strip(field.children) } : field,
    );
  return { ...form, fields: strip(form.fields) };
}

const texts = (keys: readonly string[]) => sql`array[${sql.join(keys.map((key) => sql`${key}::text`))}]`;

/** A JSON value that holds something: not null, '' or an empty list (as isEmptyValue). */
const holds = (value: RawBuilder<unknown>) =>
  sql`(jsonb_typeof(${value}) <> 'null' and ${value} <> '""'::jsonb and ${value} <> '[]'::jsonb)`;

/**
 * The object `holder` (a record's data or one row of a table) with every rename of one level
 * applied at once: the old keys go, each value present comes back under its new key. Applied
 * together, two fields that trade names, or a chain a -> b -> c, leave every value under its
 * new name; applied one after another, the first move would find its target taken.
 */
function renamed(holder: RawBuilder<unknown>, renames: readonly Rename[]): RawBuilder<unknown> {
  const moved = renames.map(
    ({ from, to }) =>
      sql`case when ${holder} ? ${from}::text then jsonb_build_object(${to}::text, ${holder} -> ${from}::text) else '{}'::jsonb end`,
  );
  return sql`(${holder} - ${texts(renames.map((r) => r.from))}) || ${sql.join(moved, sql` || `)}`;
}

/**
 * Refuses renames that would lose data, before anything of their level moves: two fields taking
 * the values of one old name, or a new name under which records still keep values no rename
 * takes away (a removed field's, kept as retired values): moving onto them would overwrite
 * them, and leaving them would hand the renamed field the wrong values.
 */
async function checkLevel(trx: Db, modelId: string, renames: readonly Rename[], table?: string) {
  const seen = new Map<string, Rename>();
  for (const rename of renames) {
    const first = seen.get(rename.from);
    // Two new fields can both carry a mark from a name the designer handed out twice before any
    // release (each got the free default name, then a name of its own): with no value stored
    // under that name there is nothing to take, and nothing to refuse.
    if (first && (await countHolders(trx, modelId, rename)) > 0)
      throw badField(rename.path, 'visualdev.renameClash', {
        label: rename.label,
        other: first.label,
        from: rename.from,
      });
    if (!first) seen.set(rename.from, rename);
  }
  for (const rename of renames) {
    // A name another rename of this level vacates holds that field's values, which move too.
    if (seen.has(rename.to)) continue;
    const { to } = rename;
    const records = await countRecordsHolding(trx, modelId, to, table, { withValue: true });
    if (records > 0)
      throw badField(rename.path, 'visualdev.renameBlocked', { label: rename.label, to, records });
  }
}

/**
 * How many records keep `key` (in some row of `table`, when given): present at all, or with
 * `withValue`, holding something (not null, '' or an empty list).
 */
async function countRecordsHolding(
  trx: Db,
  modelId: string,
  key: string,
  table: string | undefined,
  { withValue }: { withValue: boolean },
): Promise<number> {
  const r = sql.ref('r');
  const inRow = withValue
    ? sql`r ? ${key}::text and ${holds(sql`${r} -> ${key}::text`)}`
    : sql`r ? ${key}::text`;
  const inData = withValue
    ? sql`data ? ${key}::text and ${holds(sql`data -> ${key}::text`)}`
    : sql`data ? ${key}::text`;
  const result = table
    ? await sql<{ records: string | number }>`
        select count(*) as records from online_dev_record
        where model_id = ${modelId} and jsonb_typeof(data -> ${table}::text) = 'array'
          and exists (
            select 1 from jsonb_array_elements(data -> ${table}::text) as some_row(r)
            where jsonb_typeof(r) = 'object' and ${inRow})
      `.execute(trx)
    : await sql<{ records: string | number }>`
        select count(*) as records from online_dev_record
        where model_id = ${modelId} and ${inData}
      `.execute(trx);
  return Number(result.rows[0]?.records ?? 0);
}

/** How many records hold a value under the rename's old name, counted before its level moves. */
const countHolders = (trx: Db, modelId: string, { from, table }: Rename) =>
  countRecordsHolding(trx, modelId, from, table, { withValue: false });

/**
 * Moves each renamed field's stored values to its new key, in the release's transaction: the
 * record's own keys in one statement, then each sub-table's columns in one statement inside
 * every row, in order (rows without an old key stay as they are). A refusal throws before the
 * caller's transaction commits, so nothing is half moved.
 */
export async function moveRenamedValues(
  trx: Db,
  modelId: string,
  renames: readonly Rename[],
): Promise<Moved[]> {
  const levels = new Map<string, Rename[]>();
  for (const rename of renames) {
    const level = rename.table ?? '';
    levels.set(level, [...(levels.get(level) ?? []), rename]);
  }
  const moved: Moved[] = [];
  // The record's own level first: a renamed table's columns are then found under its new key.
  const order = [...levels.keys()].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : 0));
  for (const level of order) {
    const group = levels.get(level) ?? [];
    const table = level || undefined;
    await checkLevel(trx, modelId, group, table);
    for (const rename of group)
      moved.push({
        from: rename.from,
        to: rename.to,
        ...(table && { table }),
        records: await countHolders(trx, modelId, rename),
      });
    const froms = texts(group.map((r) => r.from));
    if (table) {
      const r = sql.ref('r');
      await sql`
        update online_dev_record
        set data = jsonb_set(data, array[${table}::text], (
          select coalesce(jsonb_agg(
            case when jsonb_typeof(r) = 'object' and r ?| ${froms} then ${renamed(r, group)} else r end
            order by position), '[]'::jsonb)
          from jsonb_array_elements(data -> ${table}::text) with ordinality as row_of(r, position)))
        where model_id = ${modelId} and jsonb_typeof(data -> ${table}::text) = 'array'
          and exists (
            select 1 from jsonb_array_elements(data -> ${table}::text) as some_row(r)
            where jsonb_typeof(r) = 'object' and r ?| ${froms})
      `.execute(trx);
    } else {
      await sql`
        update online_dev_record set data = ${renamed(sql.ref('data'), group)}
        where model_id = ${modelId} and data ?| ${froms}
      `.execute(trx);
    }
  }
  return moved;
}
