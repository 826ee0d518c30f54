import { Decimal as DecimalJs } from 'decimal.js';

// Exact decimal sums, so 0.1 + 0.2 is 0.3; the same decimal type the calculation's BigNumbers are
// made of, without the expression parser a list never needs.
const Exact = DecimalJs.clone({ precision: 64 });

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export type Decimal = DecimalJs;

/** A finite number or numeric text as an exact decimal; null for anything else. */
export function decimalOf(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Exact(String(value)) : null;
  if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    return NUMERIC.test(text) ? new Exact(text) : null;
  }
  return null;
}

export const ZERO: Decimal = new Exact(0);
