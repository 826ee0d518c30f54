import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_LARGE, evaluateExpression } from './evaluate.js';

const f = (field: string) => ({ field });

describe('evaluateExpression', () => {
  it('adds decimals exactly: 0.1 + 0.2 = 0.30', () => {
    expect(evaluateExpression([f('a'), '+', f('b')], { a: 0.1, b: 0.2 })).toEqual({
      ok: true,
      value: '0.30',
    });
    expect(evaluateExpression([0.1, '+', 0.2], {})).toEqual({ ok: true, value: '0.30' });
  });

  it('uses × and ÷ with the usual precedence and brackets', () => {
    expect(evaluateExpression([2, '+', 3, '×', 4], {})).toEqual({ ok: true, value: '14.00' });
    expect(evaluateExpression(['(', 2, '+', 3, ')', '×', 4], {})).toEqual({ ok: true, value: '20.00' });
    expect(evaluateExpression([f('total'), '÷', 3], { total: '10' })).toEqual({ ok: true, value: '3.33' });
    expect(evaluateExpression([1.005, '×', 1], {})).toEqual({ ok: true, value: '1.01' });
  });

  it('counts missing or invalid referenced values as 0', () => {
    expect(evaluateExpression([f('a'), '+', f('b'), '+', f('c')], { a: '5', b: 'abc' })).toEqual({
      ok: true,
      value: '5.00',
    });
    expect(evaluateExpression([f('a'), '-', 7], { a: null })).toEqual({ ok: true, value: '-7.00' });
  });

  it('turns a NaN or infinite result into 0', () => {
    expect(evaluateExpression([f('a'), '÷', f('b')], {})).toEqual({ ok: true, value: '0.00' });
    expect(evaluateExpression([5, '÷', 0], {})).toEqual({ ok: true, value: '0.00' });
  });

  it('refuses amounts over 12 integer digits with 金额过大无法计算', () => {
    expect(evaluateExpression([f('a'), '+', 1], { a: 999999999998 })).toEqual({
      ok: true,
      value: '999999999999.00',
    });
    expect(evaluateExpression([f('a'), '+', 1], { a: 999999999999 })).toEqual({
      ok: false,
      message: AMOUNT_TOO_LARGE,
    });
    expect(evaluateExpression([f('a'), '×', 1], { a: '1234567890123' })).toEqual({
      ok: false,
      message: AMOUNT_TOO_LARGE,
    });
  });

  it('refuses expressions that start or end with an operator, repeat one or leave a bracket open', () => {
    expect(evaluateExpression(['+', 1], {}).ok).toBe(false);
    expect(evaluateExpression([1, '×'], {})).toEqual({ ok: false, message: '公式不能以运算符结尾' });
    expect(evaluateExpression([1, '+', '+', 2], {}).ok).toBe(false);
    expect(evaluateExpression([1, 2], {})).toEqual({
      ok: false,
      message: '公式中的数值和运算符必须交替出现',
    });
    expect(evaluateExpression(['(', 1, '+', 2], {})).toEqual({ ok: false, message: '括号不匹配' });
  });
});
