import type { FieldSchema } from '@formwork/schema';

/** Keys whose stored value is a number (dates are epoch ms). */
const NUMERIC_KEYS = new Set([
  'inputNumber',
  'rate',
  'slider',
  'calculate',
  'datePicker',
  'createTime',
  'modifyTime',
]);

/** Keys that store a path (an array) even when single. */
const PATH_KEYS = new Set(['cascader', 'areaSelect', 'organizeSelect']);

/** Keys that always store several values. */
const MANY_KEYS = new Set(['checkbox', 'usersSelect', 'uploadFile', 'uploadImg', 'table']);

/** Keys whose text a keyword may match. */
const TEXT_KEYS = new Set([
  'input',
  'textarea',
  'autoComplete',
  'editor',
  'billRule',
  'createUser',
  'modifyUser',
]);

export const isNumeric = (field: FieldSchema) => NUMERIC_KEYS.has(field.jnpfKey);
export const isText = (field: FieldSchema) => TEXT_KEYS.has(field.jnpfKey);
export const storesPath = (field: FieldSchema) => PATH_KEYS.has(field.jnpfKey) && !field.props?.multiple;
/** The stored value is an array of values (a checkbox, a multiple select or picker). */
export const storesMany = (field: FieldSchema) =>
  MANY_KEYS.has(field.jnpfKey) || (Boolean(field.props?.multiple) && field.jnpfKey !== 'cascader');

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
