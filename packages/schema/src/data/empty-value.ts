/** A value that holds nothing: absent, null, '' or an empty list. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
