import { describe, expect, it } from 'vitest';
import { sumColumn } from './sum-column.js';

describe('sumColumn', () => {
  it('adds decimals exactly', () => {
    expect(sumColumn([0.1, 0.2])).toBe('0.3');
    expect(sumColumn([1.005, '2.995', 10])).toBe('14');
    expect(sumColumn(Array.from({ length: 10 }, () => 0.1))).toBe('1');
  });

  it('skips empty cells and counts numeric text', () => {
    expect(sumColumn([null, undefined, '', '1,000.5', -0.5])).toBe('1000');
    expect(sumColumn([])).toBe('0');
  });

  it('has no sum when a value is not a number', () => {
    expect(sumColumn([1, 'abc'])).toBeNull();
    expect(sumColumn([1, { amount: 2 }])).toBeNull();
    expect(sumColumn([Number.NaN])).toBeNull();
  });
});
