import { parseDecimal, roundDecimal } from './decimal-string.js';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const IN_GROUP = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '兆'];
// Up to 4 decimals, in this order.
const FRACTION_UNITS = ['角', '分', '厘', '毫'];
const MAX_INTEGER_DIGITS = GROUPS.length * 4;

/**
 * The amount written in Chinese financial capitals: 1234.5 -> 壹仟贰佰叁拾肆元伍角,
 * 100 -> 壹佰元整, 1005.07 -> 壹仟零伍元零柒分, -3 -> 负叁元整. Rounds to 4 decimals.
 * Returns "" for empty or non-numeric input and for amounts beyond 16 integer digits.
 */
export function amountInChineseCapitals(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  const { negative, integer, fraction } = roundDecimal(parsed, FRACTION_UNITS.length);
  if (integer.length > MAX_INTEGER_DIGITS) return '';

  const integerText = integer === '0' ? '' : `${integerInCapitals(integer)}元`;
  const fractionText = fractionInCapitals(fraction, integerText !== '');
  const body = integerText + fractionText;
  if (body === '') return '零元整';
  return `${negative ? '负' : ''}${body}${fractionText === '' ? '整' : ''}`;
}

function integerInCapitals(integer: string): string {
  let out = '';
  let zeros = 0;
  for (let i = 0; i < integer.length; i++) {
    const digit = Number(integer[i]);
    const position = integer.length - i - 1;
    const inGroup = position % 4;
    if (digit === 0) {
      zeros++;
    } else {
      if (zeros > 0) out += DIGITS[0];
      zeros = 0;
      out += `${DIGITS[digit]}${IN_GROUP[inGroup]}`;
    }
    // A group unit is written unless its whole group of four was zeros.
    if (inGroup === 0 && zeros < 4) out += GROUPS[position / 4] ?? '';
  }
  return out;
}

// A zero between written digits reads as 零 (壹仟零伍元零柒分); leading and trailing zeros are silent.
function fractionInCapitals(fraction: string, afterInteger: boolean): string {
  let out = '';
  let pendingZero = false;
  let written = afterInteger;
  for (let i = 0; i < FRACTION_UNITS.length; i++) {
    const digit = Number(fraction[i] ?? '0');
    if (digit === 0) {
      pendingZero = written;
      continue;
    }
    if (pendingZero) out += DIGITS[0];
    pendingZero = false;
    written = true;
    out += `${DIGITS[digit]}${FRACTION_UNITS[i]}`;
  }
  return out;
}
