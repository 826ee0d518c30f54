import { describe, expect, it } from 'vitest';
import { shownColumns } from './columns.js';
import { summaryRow } from './summary.js';

const columns = shownColumns([
  { jnpfKey: 'input', vModel: 'item', label: '物品' },
  { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' },
  { jnpfKey: 'inputNumber', vModel: 'price', label: '单价' },
  { jnpfKey: 'input', vModel: 'memo', label: '备注' },
]);
const rows = [
  { item: '笔', qty: 2, price: 1.5, memo: 'a' },
  { item: '纸', qty: '3', price: 2.25, memo: 'b' },
  { item: '墨', qty: null, price: '' },
];

describe('sub-table summary row', () => {
  it('puts 合计 first and sums the configured fields, numeric text included, empty cells as nothing', () => {
    expect(summaryRow(columns, rows, ['qty', 'price'], 5)).toEqual(['合计', '', '5', '3.75', '']);
  });

  it('leaves a summed column blank when it holds a non-numeric value', () => {
    expect(summaryRow(columns, rows, ['item', 'qty', 'memo'], 5)).toEqual(['合计', '', '5', '', '']);
  });

  it('shows two decimals for a fractional sum and 0 for no rows', () => {
    expect(summaryRow(columns, [{ price: 0.1 }, { price: 0.2 }], ['price'], 5)?.[3]).toBe('0.30');
    expect(summaryRow(columns, [], ['qty'], 5)).toEqual(['合计', '', '0', '', '']);
  });

  it('shows nothing when the column count does not match', () => {
    expect(summaryRow(columns, rows, ['qty'], 4)).toBeNull();
    expect(summaryRow(columns, rows, ['qty'], 6)).toBeNull();
  });
});
