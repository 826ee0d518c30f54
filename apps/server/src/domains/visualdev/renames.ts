import type { FieldSchema, FormSchema } from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface Rename {
  from: string;
  to: string;
}

/**
 * The data fields the designer renamed since the last release (their `renamedFrom` mark). Only
 * fields whose values are keys of the record itself: a sub-table column's values live inside
 * the rows of its table's value, which this does not reach into.
 */
export function renamesOf(form: FormSchema): Rename[] {
  const found: Rename[] = [];
  const walk = (fields: readonly FieldSchema[] | undefined) => {
    for (const field of fields ?? []) {
      const { vModel, renamedFrom } = field;
      if (vModel && renamedFrom && renamedFrom !== vModel) found.push({ from: renamedFrom, to: vModel });
      if (field.jnpfKey !== 'table') walk(field.children);
    }
  };
  walk(form.fields);
  return found;
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
  for (const { from, to } of renames) {
    const result = await sql`
      update online_dev_record
      set data = (data - ${from}::text) || jsonb_build_object(${to}::text, data -> ${from}::text)
      where model_id = ${modelId} and data ? ${from}::text and not (data ? ${to}::text)
    `.execute(trx);
    moved.push({ from, to, records: Number(result.numAffectedRows ?? 0) });
  }
  return moved;
}
