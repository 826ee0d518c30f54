// Exact decimal handling on digit strings: amounts must never pass through binary floating point,
// or 1005.07 would print as 1005.069999... in capitals.

export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  integer: string;
  /** Fraction digits, possibly empty, trailing zeros kept as given. */
  fraction: string;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Splits a number or numeric string into sign, integer and fraction digits; null when not a number. */
export function parseDecimal(value: number | string): DecimalParts | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value).trim().replace(/,/g, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, intDigits = '', fracDigits = '', exponent] = match;
  if (intDigits === '' && fracDigits === '') return null;
  let digits = intDigits + fracDigits;
  let point = intDigits.length + Number(exponent ?? 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const integer = digits.slice(0, point).replace(/^0+/, '') || '0';
  const fraction = digits.slice(point);
  const negative = sign === '-' && /[1-9]/.test(digits);
  return { negative, integer, fraction };
}

/** Rounds half away from zero to `places` fraction digits, padding with zeros. */
export function roundDecimal(parts: DecimalParts, places: number): DecimalParts {
  if (parts.fraction.length <= places) {
    return { ...parts, fraction: parts.fraction.padEnd(places, '0') };
  }
  const kept = parts.integer + parts.fraction.slice(0, places);
  const roundUp = Number(parts.fraction[places]) >= 5;
  const digits = roundUp ? incrementDigits(kept) : kept;
  const point = digits.length - places;
  const integer = digits.slice(0, point).replace(/^0+/, '') || '0';
  const fraction = digits.slice(point);
  return { negative: parts.negative && /[1-9]/.test(digits), integer, fraction };
}

function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}
