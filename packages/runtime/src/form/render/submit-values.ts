import type { Form } from '@formily/core';
import { dataFieldsOf, type FormSchema } from '@formwork/schema';
import { plainValues } from './plain-values.js';

type Values = Record<string, unknown>;
const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted vModel (`propertyJson.shortName`): a property of an object value. */
function valueAt(values: Values, name: string): unknown {
  let value: unknown = values;
  for (const key of name.split('.')) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/** Puts a value at a dotted vModel, making the objects on the way. */
function putAt(record: Values, name: string, value: unknown): void {
  const keys = name.split('.');
  const last = keys.pop() as string;
  let target = record;
  for (const key of keys) {
    if (!isRecord(target[key])) target[key] = {};
    target = target[key] as Values;
  }
  target[last] = value;
}

/**
 * The record to send: the form's data fields only (no layout, no helper state), each sub-table
 * as an array of row objects holding its columns. Fields the user may not see are left out. A
 * dotted vModel (`propertyJson.shortName`) is a property of an object value, as the form reads it.
 */
export function submitValues(form: Form, schema: FormSchema): Record<string, unknown> {
  const values = plainValues(form.values);
  const record: Record<string, unknown> = {};
  for (const field of dataFieldsOf(schema)) {
    const name = field.vModel as string;
    if (!form.query(name).take()) continue;
    const value = valueAt(values, name);
    if (field.jnpfKey !== 'table') {
      if (value !== undefined) putAt(record, name, value);
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
