import { createAjv } from '../form/ajv.js';
import type { FieldSchema } from '../form/types.js';
import { valueSchema } from './value-schema.js';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * How many of the stored values would not fit `field` as it is now: what a change of a field's
 * widget type would leave unreadable. Empty values fit every field.
 */
export function countMisfits(field: FieldSchema, values: readonly unknown[]): number {
  const fits = createAjv().compile(valueSchema(field));
  return values.filter((value) => !isEmpty(value) && !fits(value)).length;
}
