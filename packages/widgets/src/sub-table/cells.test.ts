import type { FieldSchema } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import {
  checkCell,
  flagsMessage,
  isEmptyValue,
  plainModelName,
  relationModelName,
  relationProps,
  rowCells,
  rowValue,
} from './cells.js';
import { shownColumns } from './columns.js';
import { fromValue, validateRows } from './model.js';

const mobile: FieldSchema = {
  jnpfKey: 'input',
  vModel: 'mobile',
  label: '电话',
  required: true,
  regList: [{ pattern: '^\\d+$', message: '只能输入数字' }, { rule: 'phone' }],
};
const message = (column: FieldSchema, value: unknown) => flagsMessage(checkCell(column, value));

describe('sub-table cell validation', () => {
  it('counts null, undefined, empty text and an empty list as empty, nothing else', () => {
    expect([null, undefined, '', []].map(isEmptyValue)).toEqual([true, true, true, true]);
    expect([0, false, ' ', ['a'], {}].map(isEmptyValue)).toEqual([false, false, false, false, false]);
  });

  it('checks empty first: a required empty cell says 不能为空 whatever its regList', () => {
    for (const empty of [null, undefined, '', []]) {
      expect(checkCell(mobile, empty)).toEqual({ valid: false, regValid: true });
      expect(message(mobile, empty)).toBe('不能为空');
    }
  });

  it('applies regList only to non-empty values', () => {
    const optional = { ...mobile, required: false };
    expect(checkCell(optional, '')).toEqual({ valid: true, regValid: true });
    expect(message(optional, null)).toBeUndefined();
  });

  it("shows the first failing rule's message, in the order of the regList", () => {
    expect(checkCell(mobile, 'abc')).toEqual({ valid: true, regValid: false, regErrorText: '只能输入数字' });
    expect(message(mobile, '12345')).toBe('请正确输入您的手机号');
    expect(checkCell(mobile, '13800138000')).toEqual({ valid: true, regValid: true });
  });

  it('reads patterns as the designer stores them and tests numbers as their text', () => {
    const code: FieldSchema = {
      jnpfKey: 'input',
      vModel: 'c',
      regList: [{ pattern: '/^[a-z]+$/', message: '小写字母' }],
    };
    expect(message(code, 'abc')).toBeUndefined();
    expect(message(code, 'ABC')).toBe('小写字母');
    const hours: FieldSchema = { jnpfKey: 'inputNumber', vModel: 'h', regList: [{ rule: 'halfHours' }] };
    expect(message(hours, 12.5)).toBeUndefined();
    expect(message(hours, 12.3)).toBe('时间只能是整数和0.5的倍数');
  });

  it('matches as the server does: in linear time, and a pattern it cannot run fails with its message', () => {
    const words: FieldSchema = {
      jnpfKey: 'input',
      vModel: 'w',
      regList: [{ pattern: String.raw`^(\w+\s?)*$`, message: '只能输入单词' }],
    };
    const started = performance.now();
    expect(message(words, `${'a'.repeat(32)}!`)).toBe('只能输入单词');
    expect(performance.now() - started).toBeLessThan(500);
    const lookahead: FieldSchema = {
      jnpfKey: 'input',
      vModel: 'l',
      regList: [{ pattern: '^(?=.*\\d).+$', message: '要有数字' }],
    };
    for (const value of ['abc1', 'abc'])
      expect(message(lookahead, value)).toBe('校验规则无法执行，请联系管理员修改表单设计');
  });

  it('lets a holder replace the non-empty check, keeping the empty check first', () => {
    const check = () => '最多输入5个字符';
    expect(flagsMessage(checkCell(mobile, '123456', check))).toBe('最多输入5个字符');
    expect(flagsMessage(checkCell(mobile, '', check))).toBe('不能为空');
  });
});

describe('relation fields in rows', () => {
  const columns: FieldSchema[] = [
    { jnpfKey: 'relationForm', vModel: 'customer', label: '客户' },
    { jnpfKey: 'relationFormAttr', vModel: 'customerTel', props: { relationField: 'customer' } },
    { jnpfKey: 'popupSelect', vModel: 'product' },
    { jnpfKey: 'popupAttr', vModel: 'price', props: { relationField: 'product' } },
    { jnpfKey: 'input', vModel: 'note' },
  ];

  it('suffixes relation model names with _jnpfRelation_{rowIndex}, once, renumbered when rows move', () => {
    expect(relationModelName('customer', 2)).toBe('customer_jnpfRelation_2');
    expect(relationModelName('customer_jnpfRelation_5', 1)).toBe('customer_jnpfRelation_1');
    expect(plainModelName('customer_jnpfRelation_2')).toBe('customer');
    expect(plainModelName('note')).toBe('note');
  });

  it("points attribute fields at their own row's relation, and leaves other fields alone", () => {
    expect(columns.map((column) => relationProps(column, 3))).toEqual([
      { vModel: 'customer_jnpfRelation_3' },
      { relationField: 'customer_jnpfRelation_3' },
      { vModel: 'product_jnpfRelation_3' },
      { relationField: 'product_jnpfRelation_3' },
      undefined,
    ]);
  });

  it('removes the suffix when the row is read back from its cells', () => {
    const row = { customer: 'c1', customerTel: '010', product: 'p9', price: 5, note: '急', id: 'r1' };
    const cells = rowCells(columns, row, 1);
    expect(cells.map((cell) => cell.vModel)).toEqual([
      'customer_jnpfRelation_1',
      'customerTel',
      'product_jnpfRelation_1',
      'price',
      'note',
    ]);
    expect(cells[1]?.relationField).toBe('customer_jnpfRelation_1');
    expect(rowValue(cells, row)).toEqual(row);
  });
});

describe('submit validation of all rows', () => {
  const columns = shownColumns([
    { jnpfKey: 'input', vModel: 'task', label: '事项', required: true },
    mobile,
    { jnpfKey: 'input', vModel: 'secret', required: true, noShow: true },
  ]);

  it('answers the rows when every cell passes', () => {
    const rows = [{ task: '周报', mobile: '13800138000' }];
    expect(validateRows(fromValue(rows), columns)).toMatchObject({ rows, problems: [] });
  });

  it('answers every failing cell in row order and flags them, hidden columns unchecked', () => {
    const { problems, model } = validateRows(
      fromValue([{ task: '周报', mobile: '1' }, { mobile: '' }]),
      columns,
    );
    expect(problems.map((p) => [p.rowIndex, p.column.vModel, p.message])).toEqual([
      [0, 'mobile', '请正确输入您的手机号'],
      [1, 'task', '不能为空'],
      [1, 'mobile', '不能为空'],
    ]);
    expect(model.flags[1]?.task).toEqual({ valid: false, regValid: true, regErrorText: undefined });
    expect(model.flags[0]?.secret).toBeUndefined();
  });
});
