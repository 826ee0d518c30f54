import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals } from './chinese-capitals.js';

describe('amountInChineseCapitals', () => {
  it.each([
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [100, '壹佰元整'],
    [0, '零元整'],
    [1005.07, '壹仟零伍元零柒分'],
    ['1005.07', '壹仟零伍元零柒分'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [10.5, '壹拾元伍角'],
    [101, '壹佰零壹元整'],
    [1001, '壹仟零壹元整'],
    [10000, '壹万元整'],
    [10010, '壹万零壹拾元整'],
    [100000, '壹拾万元整'],
    [10010000, '壹仟零壹万元整'],
    [10000000, '壹仟万元整'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [120034005, '壹亿贰仟零叁万肆仟零伍元整'],
    ['1000000000000', '壹兆元整'],
    [0.5, '伍角'],
    [0.07, '柒分'],
    [0.1234, '壹角贰分叁厘肆毫'],
    [1.0005, '壹元零伍毫'],
    [1.0505, '壹元零伍分零伍毫'],
    ['12.3400', '壹拾贰元叁角肆分'],
    ['0.00', '零元整'],
    [-3, '负叁元整'],
    [-1234.5, '负壹仟贰佰叁拾肆元伍角'],
    ['+8', '捌元整'],
  ])('%s -> %s', (value, expected) => {
    expect(amountInChineseCapitals(value)).toBe(expected);
  });

  it('rounds half up at the fourth decimal without float error', () => {
    expect(amountInChineseCapitals('0.00005')).toBe('壹毫');
    expect(amountInChineseCapitals('0.00004')).toBe('零元整');
    expect(amountInChineseCapitals('9.99995')).toBe('壹拾元整');
    expect(amountInChineseCapitals(0.1 + 0.2)).toBe('叁角');
  });

  it('reads exponent notation exactly', () => {
    expect(amountInChineseCapitals(1e-4)).toBe('壹毫');
    expect(amountInChineseCapitals('1.5e3')).toBe('壹仟伍佰元整');
  });

  it('gives nothing for blank, non-numeric or too large input', () => {
    expect(amountInChineseCapitals('')).toBe('');
    expect(amountInChineseCapitals(null)).toBe('');
    expect(amountInChineseCapitals('abc')).toBe('');
    expect(amountInChineseCapitals(Number.NaN)).toBe('');
    expect(amountInChineseCapitals('12345678901234567')).toBe('');
  });
});
