import {
  type FieldSchema,
  searchKindOf,
  storesMany as storesManyValues,
  valueKindOf,
} from '@formwork/schema';

/** The stored value is a number (dates are epoch ms). */
export const isNumeric = (field: FieldSchema) => {
  const kind = valueKindOf(field.jnpfKey);
  return kind === 'number' || kind === 'moment';
};
/** A keyword may match the field's text. */
export const isText = (field: FieldSchema) => searchKindOf(field.jnpfKey) === 'text';
/** The field stores one path (an array) of options or ids. */
export const storesPath = (field: FieldSchema) =>
  valueKindOf(field.jnpfKey) === 'path' && !field.props?.multiple;
/**
 * The stored value is an array of values (a checkbox, a multiple select or picker). A cascader's
 * search picks a path, so its paths are never values an "any of" search or an index looks into.
 */
export const storesMany = (field: FieldSchema) =>
  storesManyValues(field) && searchKindOf(field.jnpfKey) !== 'path';

/**
 * A search value as the field stores it: query strings and search widgets often send "3" for 3
 * or "1" for a switch's 1, and a select's option value may be a number shown as text.
 */
export function storedForm(field: FieldSchema, value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '') {
    if (isNumeric(field) || field.jnpfKey === 'switch') {
      const number = Number(value);
      if (Number.isFinite(number)) return number;
    }
    const option = field.props?.options?.find((candidate) => String(candidate.value) === value);
    if (option) return option.value;
  }
  if (field.jnpfKey === 'switch' && typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') {
    const option = field.props?.options?.find((candidate) => String(candidate.value) === String(value));
    if (option) return option.value;
  }
  return value;
}

export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The value stored under `key`, never an inherited member: keys are field names chosen by a
 * designer or sent by a client, and `constructor` or `toString` would otherwise find a function
 * on every object.
 */
export const ownValue = (values: object, key: string): unknown =>
  Object.hasOwn(values, key) ? (values as Record<string, unknown>)[key] : undefined;
