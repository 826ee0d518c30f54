import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatThousands } from '../../money/format-thousands.js';
import { columnFormatsFor, formatColumnValue, isColumnFormatFor } from './column-formats.js';

describe('column formats', () => {
  it('offers date patterns for moments, times for a time picker, number formats for numbers', () => {
    expect(columnFormatsFor('datePicker').map((option) => option.value)).toEqual([
      'YYYY-MM-DD',
      'YYYY-MM-DD HH:mm',
      'YYYY-MM-DD HH:mm:ss',
      'YYYY-MM',
      'HH:mm',
    ]);
    expect(columnFormatsFor('createTime')).toBe(columnFormatsFor('datePicker'));
    expect(columnFormatsFor('timePicker').map((option) => option.value)).toEqual(['HH:mm', 'HH:mm:ss']);
    expect(columnFormatsFor('inputNumber')).toEqual([
      { value: 'thousands', example: '1,234,567.891' },
      { value: 'money', example: '1,234,567.89' },
      { value: 'percent', example: '12.34%' },
    ]);
    expect(columnFormatsFor('input')).toEqual([]);
    expect(columnFormatsFor(undefined)).toEqual([]);
  });

  it('shows each offered date pattern in its example', () => {
    const examples = columnFormatsFor('datePicker').map((option) => option.example);
    expect(examples).toEqual(['2024-05-02', '2024-05-02 09:30', '2024-05-02 09:30:15', '2024-05', '09:30']);
  });

  it('knows which formats fit a kind', () => {
    expect(isColumnFormatFor('inputNumber', 'money')).toBe(true);
    expect(isColumnFormatFor('datePicker', 'money')).toBe(false);
    expect(isColumnFormatFor('input', 'YYYY-MM-DD')).toBe(false);
  });

  it('formats numbers exactly', () => {
    expect(formatColumnValue('money', 0.1 + 0.2)).toBe('0.30');
    expect(formatColumnValue('money', '1234.005')).toBe('1,234.01');
    expect(formatColumnValue('money', -1234.5)).toBe('-1,234.50');
    expect(formatColumnValue('thousands', 1234567)).toBe('1,234,567');
    expect(formatColumnValue('thousands', 1234.5, 2)).toBe('1,234.50');
    expect(formatColumnValue('percent', 0.07)).toBe('7.00%');
    expect(formatColumnValue('percent', '0.12345')).toBe('12.35%');
  });

  it('shows a percent as the fraction times 100, rounded half away from zero, as decimal arithmetic does', () => {
    const exact = (value: number | string) =>
      `${formatThousands(new Decimal(String(value).replace(/,/g, '')).times(100).toFixed(2))}%`;
    const values = [
      0,
      1,
      -1,
      0.5,
      0.005,
      -0.005,
      0.00004,
      -0.00004,
      0.125,
      12.3456,
      -12.3456,
      1e-7,
      1e21,
      0.1 + 0.2,
    ];
    const texts = [
      '1,234.5',
      '+0.3',
      '.5',
      '5.',
      '-0.00001',
      '0.99995',
      '123456789.123456789',
      '2.5e-3',
      '1E3',
    ];
    for (const value of [...values, ...texts])
      expect(formatColumnValue('percent', value), String(value)).toBe(exact(value));
    expect(formatColumnValue('percent', 0.99995)).toBe('100.00%');
    expect(formatColumnValue('percent', -0.00001)).toBe('0.00%');
    expect(formatColumnValue('percent', 'abc')).toBeUndefined();
  });

  it('formats moments and times of day', () => {
    const moment = new Date(2024, 0, 31, 18, 5, 9).getTime();
    expect(formatColumnValue('YYYY-MM-DD HH:mm', moment)).toBe('2024-01-31 18:05');
    expect(formatColumnValue('YYYY-MM', moment)).toBe('2024-01');
    expect(formatColumnValue('HH:mm', '08:15:00')).toBe('08:15');
  });

  it('leaves a blank blank and gives way when the format does not fit the value', () => {
    expect(formatColumnValue('money', null)).toBe('');
    expect(formatColumnValue('money', '')).toBe('');
    expect(formatColumnValue('money', 'abc')).toBeUndefined();
    expect(formatColumnValue('money', [1])).toBeUndefined();
    expect(formatColumnValue('YYYY-MM-DD', 'not a date')).toBeUndefined();
  });
});
