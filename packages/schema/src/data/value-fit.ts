import { createAjv } from '../form/ajv.js';
import type { FieldSchema } from '../form/types.js';
import { isEmptyValue } from './empty-value.js';
import { valueSchema } from './value-schema.js';


/**
 * How many of the stored values would not fit `field` as it is now: what a change of a field's
 * widget type would leave unreadable. Empty values fit every field.
 */
export function countMisfits(field: FieldSchema, values: readonly unknown[]): number {
  const fits = createAjv().compile(valueSchema(field));
  return values.filter((value) => !isEmptyValue(value) && !fits(value)).length;
}
