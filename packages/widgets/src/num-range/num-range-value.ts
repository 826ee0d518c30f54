/** A numeric range as stored: [min, max] (either bound may be empty), or [] when both are. */
export type NumRangeValue = [number | null, number | null] | [];

const blank = (bound: number | null | undefined): bound is null | undefined =>
  bound === null || bound === undefined || Number.isNaN(bound);

/** Both bounds empty emits an empty list, otherwise [min, max]. */
export function numRangeOf(min: number | null | undefined, max: number | null | undefined): NumRangeValue {
  if (blank(min) && blank(max)) return [];
  return [blank(min) ? null : min, blank(max) ? null : max];
}

/** The bounds of a stored value, tolerating anything that is not a list. */
export function boundsOf(value: unknown): [number | null, number | null] {
  if (!Array.isArray(value)) return [null, null];
  const bound = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return [bound(value[0]), bound(value[1])];
}

/** Read-only text "min - max"; an empty range shows nothing. */
export function numRangeText(value: unknown): string {
  const [min, max] = boundsOf(value);
  if (min === null && max === null) return '';
  return `${min ?? ''} - ${max ?? ''}`;
}
