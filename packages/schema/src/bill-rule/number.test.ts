import { describe, expect, it } from 'vitest';
import { billDatePart, billNumberExample, billNumberText } from './number.js';

describe('bill numbers', () => {
  const moment = new Date(2026, 10, 27, 9, 5, 7, 42);

  it('writes the date part of each format in local time', () => {
    expect(billDatePart('no', moment)).toBe('');
    expect(billDatePart('YYYYMM', moment)).toBe('202611');
    expect(billDatePart('YYYYMMDDHHmmssSSS', moment)).toBe('20261127090507042');
    expect(billDatePart('toString', moment)).toBe('');
  });

  it('pads the serial to the digits and never cuts it', () => {
    expect(billNumberText({ prefix: 'QJ', digit: 4, suffix: '-A' }, '20261127', 7)).toBe('QJ202611270007-A');
    expect(billNumberText({ digit: 2 }, '', 100)).toBe('100');
  });

  it('shows the first number as the example', () => {
    expect(billNumberExample({ prefix: 'HT-', dateFormat: 'no', digit: 6, startNumber: 1000 }, moment)).toBe(
      'HT-001000',
    );
    expect(billNumberExample({ prefix: 'CG', dateFormat: 'YYYYMM', digit: 3 }, moment)).toBe('CG202611001');
  });
});
