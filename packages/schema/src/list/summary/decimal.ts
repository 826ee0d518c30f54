import { type BigNumber, bignumberDependencies, create } from 'mathjs';

// mathjs's BigNumber is decimal.js: exact decimal sums, so 0.1 + 0.2 is 0.3.
const math = create({ ...bignumberDependencies }, { number: 'BigNumber', precision: 64 });

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

export type Decimal = BigNumber;

/** A finite number or numeric text as an exact decimal; null for anything else. */
export function decimalOf(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? math.bignumber(String(value)) : null;
  if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    return NUMERIC.test(text) ? math.bignumber(text) : null;
  }
  return null;
}

export const ZERO: Decimal = math.bignumber(0);
