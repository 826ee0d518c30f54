import { dataFieldsOf, type FieldSchema, type FormSchema } from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface Rename {
  from: string;
  to: string;
  /** For a sub-table column: the table's key, whose rows hold the column's values. */
  table?: string;
}

/**
 * The data fields the designer renamed since the last release (their `renamedFrom` mark): the
 * record's own keys first, then sub-table columns, named by their table's new key, so a table
 * renamed together with a column is found where the first moves put it.
 */
export function renamesOf(form: FormSchema): Rename[] {
  const renamed = (field: FieldSchema, table?: string): Rename[] =>
    field.vModel && field.renamedFrom && field.renamedFrom !== field.vModel
      ? [{ from: field.renamedFrom, to: field.vModel, ...(table && { table }) }]
      : [];
  const own = dataFieldsOf(form);
  const columns = own.flatMap((table) =>
    table.jnpfKey === 'table'
      ? (table.children ?? []).flatMap((column) => renamed(column, table.vModel))
      : [],
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

/**
 * Moves each renamed field's stored values to its new key, in the release's transaction. A
 * record that already holds a value under the new key keeps it (and the old one), since
 * overwriting it would lose data: that only happens when two fields traded names.
 */
export async function moveRenamedValues(
  trx: Db,
  modelId: string,
  renames: readonly Rename[],
): Promise<Array<Rename & { records: number }>> {
  const moved: Array<Rename & { records: number }> = [];
  for (const rename of renames) {
    const { from, to, table } = rename;
    const result = table
      ? // Each row of the table's value, in its order; rows without the old key stay as they are.
        await sql`
          update online_dev_record
          set data = jsonb_set(data, array[${table}::text], (
            select coalesce(jsonb_agg(
              case when jsonb_typeof(r) = 'object' and r ? ${from}::text and not (r ? ${to}::text)
                then (r - ${from}::text) || jsonb_build_object(${to}::text, r -> ${from}::text)
                else r end
              order by position), '[]'::jsonb)
            from jsonb_array_elements(data -> ${table}::text) with ordinality as row_of(r, position)))
          where model_id = ${modelId} and jsonb_typeof(data -> ${table}::text) = 'array'
            and exists (
              select 1 from jsonb_array_elements(data -> ${table}::text) as some_row(r)
              where jsonb_typeof(r) = 'object' and r ? ${from}::text and not (r ? ${to}::text))
        `.execute(trx)
      : await sql`
          update online_dev_record
          set data = (data - ${from}::text) || jsonb_build_object(${to}::text, data -> ${from}::text)
          where model_id = ${modelId} and data ? ${from}::text and not (data ? ${to}::text)
        `.execute(trx);
    moved.push({ ...rename, records: Number(result.numAffectedRows ?? 0) });
  }
  return moved;
}
