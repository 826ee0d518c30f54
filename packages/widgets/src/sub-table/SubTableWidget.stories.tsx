import type { FieldSchema } from '@formwork/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubTableWidget } from '../registry/registry.js';
import type { SubTableHandle, SubTableRow, SubTableWidgetProps } from './types.js';

const columns: FieldSchema[] = [
  { jnpfKey: 'input', vModel: 'item', label: '物品', required: true },
  { jnpfKey: 'input', vModel: 'mobile', label: '联系电话', regList: [{ rule: 'phone' }] },
  { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' },
  { jnpfKey: 'inputNumber', vModel: 'price', label: '单价', props: { precision: 2 } },
  { jnpfKey: 'input', vModel: 'internal', label: '内部编号', noShow: true },
  { jnpfKey: 'input', vModel: 'appOnly', label: '移动端备注', props: { visibility: ['app'] } },
];

/** The table held as a form holds it, with the submit and reset a holder calls through the ref. */
function Holder(args: SubTableWidgetProps) {
  const table = useRef<SubTableHandle>(null);
  const [value, setValue] = useState(args.value);
  const [result, setResult] = useState('');
  const onChange = (rows: SubTableRow[]) => {
    setValue(rows);
    args.onChange?.(rows);
  };
  const submit = () => {
    const rows = table.current?.submit();
    setResult(rows === false ? '校验未通过' : `提交${rows?.length ?? 0}行`);
  };
  return (
    <div style={{ maxWidth: 900 }}>
      <SubTableWidget {...args} ref={table} value={value} onChange={onChange} />
      <Space style={{ marginTop: 8 }}>
        <Button autoInsertSpace={false} onClick={submit}>
          提交
        </Button>
        <Button autoInsertSpace={false} onClick={() => table.current?.reset()}>
          重置
        </Button>
        <output>{result}</output>
      </Space>
    </div>
  );
}

const meta = {
  title: 'Widgets/table',
  component: SubTableWidget,
  args: { columns, onChange: fn() },
  parameters: { jnpfKey: 'table' },
  render: (args) => <Holder {...args} />,
} satisfies Meta<typeof SubTableWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: { getAllByRole: (role: 'row') => HTMLElement[] }) =>
  canvas.getAllByRole('row').filter((row) => row.classList.contains('fw-sub-table-row'));

/** A new table: one empty row; editing it publishes the full row list. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(rowsOf(canvas)).toHaveLength(1);
    await expect(canvas.getByText('*')).toBeInTheDocument();
    await userEvent.type(canvas.getAllByRole('textbox')[0] as HTMLElement, '笔');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ item: '笔' }]);
  },
};

/** noShow and app-only columns are not drawn. */
export const WithRows: Story = {
  args: {
    value: [
      { item: '笔', qty: 2, internal: 'x1' },
      { item: '纸', qty: 3 },
    ],
  },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['序号', '*物品', '联系电话', '数量', '单价', '操作']);
    await expect(rowsOf(canvas)).toHaveLength(2);
    await expect(canvas.getByDisplayValue('纸')).toBeInTheDocument();
  },
};

export const AddAndDelete: Story = {
  args: { value: [{ item: '笔' }], actionText: '添加物品' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加物品' }));
    await expect(rowsOf(canvas)).toHaveLength(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([{ item: '笔' }, {}]);
    await userEvent.click(within(rowsOf(canvas)[0] as HTMLElement).getByRole('button', { name: '删除' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{}]);
  },
};

/** 不能为空 comes before the regList message; a wrong phone shows the named rule's text. */
export const CellMessages: Story = {
  args: { value: [{ item: '笔' }] },
  play: async ({ canvas }) => {
    const [item, mobile] = canvas.getAllByRole('textbox') as HTMLElement[];
    await userEvent.clear(item as HTMLElement);
    await expect(canvas.getByText('不能为空')).toBeInTheDocument();
    await userEvent.type(mobile as HTMLElement, '123');
    await expect(canvas.getByText('请正确输入您的手机号')).toBeInTheDocument();
  },
};

export const SubmitFails: Story = {
  args: { value: [{ item: '笔' }, { mobile: '138' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('校验未通过')).toBeInTheDocument();
    await expect(canvas.getByText('不能为空')).toBeInTheDocument();
    await expect(canvas.getByText('请正确输入您的手机号')).toBeInTheDocument();
  },
};

export const SubmitPasses: Story = {
  args: { value: [{ item: '笔', mobile: '13800138000' }, { item: '纸' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('提交2行')).toBeInTheDocument();
  },
};

export const Reset: Story = {
  args: { value: [{ item: '笔' }, { item: '纸' }] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(rowsOf(canvas)).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** 合计 first; summed columns add up, a column holding text stays blank. */
export const Summary: Story = {
  args: {
    value: [
      { item: '笔', qty: 2, price: 1.5 },
      { item: '纸', qty: 3, price: 2.25 },
    ],
    showSummary: true,
    summaryField: ['item', 'qty', 'price'],
  },
  play: async ({ canvas }) => {
    const summary = canvas.getAllByRole('row').find((row) => row.classList.contains('fw-sub-table-summary'));
    const texts = [...(summary?.children ?? [])].map((cell) => cell.textContent);
    await expect(texts).toEqual(['合计', '', '', '5', '3.75', '']);
  },
};

/** Messages a server answered, shown in their cells until the cell changes. */
export const ServerMessages: Story = {
  args: { value: [{ item: '笔' }, { item: '笔' }], errors: { '1.item': '物品重复' } },
  play: async ({ canvas }) => {
    await expect(within(rowsOf(canvas)[1] as HTMLElement).getByText('物品重复')).toBeInTheDocument();
  },
};

function RelationProbe(props: { vModel?: string; relationField?: string }) {
  return <span>{props.vModel ?? props.relationField}</span>;
}

/** Each row's relation keeps its own shared data: _jnpfRelation_{rowIndex}. */
export const RelationFields: Story = {
  args: {
    columns: [
      { jnpfKey: 'relationForm', vModel: 'customer', label: '客户' },
      { jnpfKey: 'relationFormAttr', vModel: 'tel', label: '客户电话', props: { relationField: 'customer' } },
    ],
    value: [{}, {}],
    widgets: { relationForm: RelationProbe, relationFormAttr: RelationProbe },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('customer_jnpfRelation_1')).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { value: [{ item: '笔' }], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('笔')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '添加' })).not.toBeInTheDocument();
  },
};

/** Detail mode: text, no boxes, no add or delete, no asterisks. */
export const ReadOnly: Story = {
  args: { value: [{ item: '笔', qty: 2 }], readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('笔')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryByText('*')).not.toBeInTheDocument();
  },
};

/** A thousand rows: only those in view are drawn; the summary counts them all. */
export const ThousandRows: Story = {
  args: {
    value: Array.from({ length: 1000 }, (_, i) => ({ item: `物品${i + 1}`, qty: 1 })),
    showSummary: true,
    summaryField: ['qty'],
  },
  play: async ({ canvas }) => {
    await expect(rowsOf(canvas).length).toBeLessThan(40);
    await expect(canvas.getByText('1000')).toBeInTheDocument();
  },
};
