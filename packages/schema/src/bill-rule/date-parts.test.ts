import { describe, expect, it } from 'vitest';
import { billDateParts as dateParts } from './number.js';

describe('bill number date parts', () => {
  it('writes the local time under every format, each a prefix of the next', () => {
    expect(dateParts(new Date(2026, 10, 7, 9, 5, 3, 42))).toEqual({
      no: '',
      YYYY: '2026',
      YYYYMM: '202611',
      YYYYMMDD: '20261107',
      YYYYMMDDHH: '2026110709',
      YYYYMMDDHHmm: '202611070905',
      YYYYMMDDHHmmss: '20261107090503',
      YYYYMMDDHHmmssSSS: '20261107090503042',
    });
  });
});
