import { describe, expect, it } from 'vitest';
import { formatThousands } from './format-thousands.js';

describe('formatThousands', () => {
  it.each([
    [1234567.891, undefined, '1,234,567.891'],
    [1234567.891, 2, '1,234,567.89'],
    [1234567.895, 2, '1,234,567.90'],
    ['1005.07', 2, '1,005.07'],
    [999, undefined, '999'],
    [1000, undefined, '1,000'],
    [1000, 2, '1,000.00'],
    [0, 2, '0.00'],
    [-1234.5, undefined, '-1,234.5'],
    [-0.004, 2, '0.00'],
    [999.999, 2, '1,000.00'],
    ['12345678901234567890', undefined, '12,345,678,901,234,567,890'],
    [0.1 + 0.2, 2, '0.30'],
    [1.005, 2, '1.01'],
    [12.5, 0, '13'],
  ])('%s with precision %s -> %s', (value, precision, expected) => {
    expect(formatThousands(value, precision)).toBe(expected);
  });

  it('leaves blank and non-numeric input blank', () => {
    expect(formatThousands('')).toBe('');
    expect(formatThousands(undefined)).toBe('');
    expect(formatThousands('x1')).toBe('');
  });
});
