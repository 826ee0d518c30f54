import type { DataProblem } from '../data/validate-data.js';
import { dataFieldsOf } from '../form/fields-of.js';
import type { FieldSchema, FormSchema } from '../form/types.js';
import { AMOUNT_TOO_LARGE, evaluateExpression } from './evaluate.js';

type Values = Record<string, unknown>;

export interface Calculated {
  /** A copy of the data with every calculated field recomputed (a number, or null on error). */
  data: Values;
  problems: DataProblem[];
}

function fill(
  fields: readonly FieldSchema[],
  values: Values,
  scope: Values,
  at: string,
  problems: DataProblem[],
): void {
  for (const field of fields) {
    if (field.jnpfKey !== 'calculate' || !field.vModel) continue;
    const result = evaluateExpression(field.expression ?? [], { ...scope, ...values });
    values[field.vModel] = result.ok ? Number(result.value) : null;
    if (!result.ok) {
      const path = `${at}${field.vModel}`;
      problems.push(
        result.message === AMOUNT_TOO_LARGE
          ? { field: path, message: result.message, key: 'amountTooLarge' }
          : { field: path, message: result.message },
      );
    }
  }
}

/**
 * Recomputes the form's calculated fields from the other values, ignoring whatever the client
 * sent for them. Fields are computed in form order, so one may use an earlier one; a sub-table's
 * calculated columns see their own row first, then the main form.
 */
export function computeCalculated(form: FormSchema, data: Readonly<Values>): Calculated {
  const values: Values = { ...data };
  const problems: DataProblem[] = [];
  const fields = dataFieldsOf(form);
  for (const table of fields.filter((f) => f.jnpfKey === 'table' && f.vModel)) {
    const key = table.vModel as string;
    const rows = values[key];
    if (!Array.isArray(rows)) continue;
    values[key] = rows.map((row: unknown, index) => {
      const copy: Values = typeof row === 'object' && row !== null ? { ...(row as Values) } : {};
      fill(table.children ?? [], copy, values, `${key}.${index}.`, problems);
      return copy;
    });
  }
  fill(fields, values, {}, '', problems);
  return { data: values, problems };
}
