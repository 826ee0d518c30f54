import { isEmptyValue } from '../../data/empty-value.js';
import { type Decimal, decimalOf, ZERO } from './decimal.js';

/**
 * The exact sum of one column's values, as decimal text ("0.3" for 0.1 and 0.2): empty cells
 * add nothing; null when a value is not a number, since a sum that skipped it would mislead.
 */
export function sumColumn(values: Iterable<unknown>): string | null {
  let total: Decimal = ZERO;
  for (const value of values) {
    if (isEmptyValue(value)) continue;
    const decimal = decimalOf(value);
    if (!decimal) return null;
    total = total.plus(decimal);
  }
  return total.toFixed();
}
