import type { Form } from '@formily/core';
import { dataFieldsOf, type FormSchema } from '@formwork/schema';
import { plainValues } from './plain-values.js';

/**
 * The record to send: the form's data fields only (no layout, no helper state), each sub-table
 * as an array of row objects holding its columns. Fields the user may not see are left out.
 */
export function submitValues(form: Form, schema: FormSchema): Record<string, unknown> {
  const values = plainValues(form.values);
  const record: Record<string, unknown> = {};
  for (const field of dataFieldsOf(schema)) {
    const name = field.vModel as string;
    if (!form.query(name).take()) continue;
    const value = values[name];
    if (field.jnpfKey !== 'table') {
      if (value !== undefined) record[name] = value;
      continue;
    }
    const columns = (field.children ?? []).map((c) => c.vModel).filter((c): c is string => !!c);
    const rows = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
    record[name] = rows.map((row) =>
      Object.fromEntries(columns.filter((c) => row?.[c] !== undefined).map((c) => [c, row[c]])),
    );
  }
  return record;
}
