import type { FieldSchema } from '@formwork/schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner, shownSchema } from '../../testing/render-designer.js';
import { formWith } from '../../testing/test-metas.js';
import { referableFields } from './referable-fields.js';

const TOTAL: FieldSchema = { jnpfKey: 'calculate', vModel: 'total', label: '合计', expression: [0] };

const form = () =>
  formWith([
    { jnpfKey: 'input', vModel: 'remark', label: '备注' },
    { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' },
    { jnpfKey: 'inputNumber', vModel: 'price', label: '单价' },
    {
      jnpfKey: 'table',
      vModel: 'items',
      label: '明细',
      children: [{ jnpfKey: 'inputNumber', vModel: 'count', label: '件数' }],
    },
    TOTAL,
  ]);

const button = (name: string) => screen.getByRole('button', { name });
const tokens = () =>
  within(screen.getByRole('list', { name: '公式' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const status = () => within(screen.getByRole('group', { name: '计算公式' })).getByRole('status').textContent;
const expression = () => shownSchema().fields.find((f) => f.vModel === 'total')?.expression;

function openFieldSelect(): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '插入字段' }));
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? '');
}

function pickField(title: string) {
  openFieldSelect();
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${title}"]`) as Element);
}

async function openTotal() {
  await renderDesigner(form());
  fireEvent.click(canvasItem('合计'));
}

describe('formula editor', () => {
  it('replaces the placeholder and default value, which a computed field never uses', async () => {
    await openTotal();
    expect(screen.getByRole('group', { name: '计算公式' })).toBeTruthy();
    expect(screen.queryByLabelText('占位提示')).toBeNull();
    expect(screen.queryByLabelText('默认值')).toBeNull();
  });

  it('builds 数量 × 单价 by clicking, showing labels, and takes the last token back', async () => {
    await openTotal();
    expect(tokens()).toEqual(['0']);
    fireEvent.click(button('清空公式'));
    expect(status()).toBe('公式不能为空');
    pickField('数量 (qty)');
    fireEvent.click(button('乘'));
    pickField('单价 (price)');
    expect(tokens()).toEqual(['数量', '×', '单价']);
    expect(status()).toBe('公式正确');
    expect(expression()).toEqual([{ field: 'qty' }, '×', { field: 'price' }]);

    fireEvent.click(button('退格'));
    expect(tokens()).toEqual(['数量', '×']);
    expect(expression()).toEqual([{ field: 'qty' }, '×']);
  });

  it('shows the schema’s message while the formula ends with an operator', async () => {
    await openTotal();
    fireEvent.click(button('加'));
    expect(tokens()).toEqual(['0', '+']);
    expect(status()).toBe('公式不能以运算符结尾');
    fireEvent.change(screen.getByRole('spinbutton', { name: '数值' }), { target: { value: '1.5' } });
    fireEvent.click(button('添加数值'));
    expect(tokens()).toEqual(['0', '+', '1.5']);
    expect(status()).toBe('公式正确');
  });

  it("words the formula's problem in the designer's language", async () => {
    await renderDesigner(form(), 'en');
    fireEvent.click(canvasItem('合计'));
    fireEvent.click(button('Plus'));
    const editor = screen.getByRole('group', { name: 'Formula' });
    expect(within(editor).getByRole('status').textContent).toBe('The formula cannot end with an operator');
    fireEvent.click(button('Clear formula'));
    expect(within(editor).getByRole('status').textContent).toBe('The formula is empty');
  });

  it('undoes one token at a time', async () => {
    await openTotal();
    fireEvent.click(button('乘'));
    pickField('单价 (price)');
    fireEvent.click(button('撤销'));
    expect(tokens()).toEqual(['0', '×']);
    fireEvent.click(button('撤销'));
    expect(tokens()).toEqual(['0']);
    expect(expression()).toEqual([0]);
  });

  it('offers the numeric fields only, not text fields, sub-table columns or itself', async () => {
    await openTotal();
    expect(openFieldSelect()).toEqual(['数量 (qty)', '单价 (price)']);
  });
});

describe('referable fields', () => {
  const schema = formWith([
    { jnpfKey: 'inputNumber', vModel: 'rate', label: '税率' },
    { jnpfKey: 'calculate', vModel: 'sum', label: '总额', expression: [0] },
    {
      jnpfKey: 'table',
      vModel: 'items',
      label: '明细',
      children: [
        { jnpfKey: 'inputNumber', vModel: 'count', label: '件数' },
        { jnpfKey: 'input', vModel: 'name', label: '名称' },
        { jnpfKey: 'calculate', vModel: 'line', label: '小计', expression: [0] },
        { jnpfKey: 'calculate', vModel: 'later', label: '后算', expression: [0] },
      ],
    },
    { jnpfKey: 'slider', vModel: 'level', label: '' },
  ]);
  const table = schema.fields[2] as FieldSchema;
  const keys = (self: FieldSchema, within?: FieldSchema) =>
    referableFields(schema, self, within).map((f) => f.vModel);

  it('gives a column its row’s numeric columns before it, then the main form’s numeric fields', () => {
    expect(keys(table.children?.[2] as FieldSchema, table)).toEqual(['count', 'rate', 'level']);
    expect(keys(table.children?.[3] as FieldSchema, table)).toEqual(['count', 'line', 'rate', 'level']);
  });

  it('gives a main-form field the calculated fields before it, and a label for an unlabelled one', () => {
    expect(keys(schema.fields[1] as FieldSchema)).toEqual(['rate', 'level']);
    const after: FieldSchema = { jnpfKey: 'calculate', vModel: 'x', expression: [0] };
    const longer = { ...schema, fields: [...schema.fields, after] };
    expect(referableFields(longer, after)).toEqual([
      { vModel: 'rate', label: '税率' },
      { vModel: 'sum', label: '总额' },
      { vModel: 'level', label: 'level' },
    ]);
  });
});
