import { describe, expect, it } from 'vitest';
import { leaveRequestForm } from '../form/samples/leave-request.js';
import type { FormSchema } from '../form/types.js';
import { computeCalculated } from './compute.js';

describe('computeCalculated', () => {
  it("recomputes a calculated field and ignores the client's copy", () => {
    const { data, problems } = computeCalculated(leaveRequestForm, {
      days: 1.5,
      dailyAllowance: '0.1',
      allowance: 999,
    });
    expect(data.allowance).toBe(0.15);
    expect(problems).toEqual([]);
  });

  it('reports 金额过大无法计算 against the field and stores null', () => {
    const { data, problems } = computeCalculated(leaveRequestForm, { days: 2, dailyAllowance: 999999999999 });
    expect(data.allowance).toBeNull();
    expect(problems).toEqual([{ field: 'allowance', message: '金额过大无法计算', key: 'amountTooLarge' }]);
  });

  it('computes sub-table columns per row, and later fields from earlier ones', () => {
    const form: FormSchema = {
      version: 1,
      kind: 'form',
      settings: {},
      fields: [
        {
          jnpfKey: 'table',
          vModel: 'lines',
          children: [
            { jnpfKey: 'inputNumber', vModel: 'qty' },
            {
              jnpfKey: 'calculate',
              vModel: 'amount',
              expression: [{ field: 'qty' }, '×', { field: 'price' }],
            },
          ],
        },
        { jnpfKey: 'inputNumber', vModel: 'price' },
        { jnpfKey: 'calculate', vModel: 'net', expression: [{ field: 'price' }, '×', 0.9] },
        { jnpfKey: 'calculate', vModel: 'tax', expression: [{ field: 'net' }, '×', 0.13] },
      ],
    };
    const { data } = computeCalculated(form, { price: 0.3, lines: [{ qty: 3 }, { qty: 'x' }] });
    expect(data.lines).toEqual([
      { qty: 3, amount: 0.9 },
      { qty: 'x', amount: 0 },
    ]);
    expect(data.net).toBe(0.27);
    expect(data.tax).toBe(0.04);
  });
});
