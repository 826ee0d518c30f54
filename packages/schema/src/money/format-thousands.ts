import { parseDecimal, roundDecimal } from './decimal-string.js';

/**
 * Groups the integer digits by thousands: 1234567.891 -> "1,234,567.891". With `precision` the
 * fraction is rounded (half away from zero) and padded to exactly that many digits.
 * Empty or non-numeric input gives "" so a blank field stays blank.
 */
export function formatThousands(value: number | string | null | undefined, precision?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  const parts = precision === undefined ? parsed : roundDecimal(parsed, precision);
  const integer = parts.integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = parts.fraction ? `.${parts.fraction}` : '';
  return `${parts.negative ? '-' : ''}${integer}${fraction}`;
}
