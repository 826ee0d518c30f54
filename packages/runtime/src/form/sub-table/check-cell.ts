import type { FieldSchema } from '@formwork/schema';
import { type RuntimeT, runtimeText } from '../../i18n/instance.js';
import { fieldValidators } from '../validation/field-validators.js';

// Apart from the cell widgets: a list that edits rows draws cells at once but checks them only
// on save, and these checks bring the JSON-schema validator.

type Check = (value: unknown) => string | undefined;
const checks = new WeakMap<FieldSchema, Map<RuntimeT, Check | null>>();

/**
 * A cell's check of a non-empty value, the same the form runs on its own fields (types,
 * lengths, ranges, then regList, via the server's validateData), so a cell's message is the
 * server's. Columns the server fills have none.
 */
export function checkCellValue(
  column: FieldSchema,
  value: unknown,
  t: RuntimeT = runtimeText(),
): string | undefined {
  const byLanguage = checks.get(column) ?? new Map<RuntimeT, Check | null>();
  checks.set(column, byLanguage);
  let check = byLanguage.get(t);
  if (check === undefined) {
    const vModel = column.vModel ?? '';
    const rule = fieldValidators({ ...column, vModel }, t).find((r) => 'validator' in r);
    check = rule && 'validator' in rule ? rule.validator : null;
    byLanguage.set(t, check);
  }
  return check?.(value);
}
