import type { FieldSchema } from '@formwork/schema';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, type Ref, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubTableWidget } from '../registry/registry.js';
import type { SubTableHandle, SubTableRow, SubTableWidgetProps } from './types.js';

// antd's first renders in jsdom take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
// jsdom cascades every antd rule on each getComputedStyle (antd's button wave asks on each
// click); the cells' own inline style is all these tests need.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? document.body.style;

const columns: FieldSchema[] = [
  { jnpfKey: 'input', vModel: 'task', label: '事项', required: true },
  { jnpfKey: 'input', vModel: 'mobile', label: '电话', regList: [{ rule: 'phone' }] },
  { jnpfKey: 'inputNumber', vModel: 'hours', label: '工时' },
  { jnpfKey: 'input', vModel: 'hidden', label: '隐藏', noShow: true },
  { jnpfKey: 'input', vModel: 'mobileOnly', label: '仅移动端', props: { visibility: ['app'] } },
];

type Props = Omit<SubTableWidgetProps, 'columns'> & { columns?: FieldSchema[] };

interface HolderProps {
  props: Props;
  table: Ref<SubTableHandle>;
  onChange: (rows: SubTableRow[]) => void;
}

/** The widget held by a parent that keeps its value, as a form does. */
function Holder({ props, table, onChange }: HolderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SubTableWidget
      columns={columns}
      {...props}
      ref={table}
      value={value}
      onChange={(rows) => {
        setValue(rows);
        onChange(rows);
      }}
    />
  );
}

function mount(props: Props = {}) {
  const table = createRef<SubTableHandle>();
  const onChange = vi.fn<(rows: SubTableRow[]) => void>();
  const view = render(<Holder props={props} table={table} onChange={onChange} />);
  const handle = () => table.current as SubTableHandle;
  return { ...view, handle, onChange };
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.className === 'fw-sub-table-row');
const boxes = (row: HTMLElement) => within(row).queryAllByRole('textbox') as HTMLInputElement[];
const typeInto = (box: HTMLElement | undefined, value: string) =>
  fireEvent.change(box as HTMLElement, { target: { value } });
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Renders of the counting cell widget, by the value it was drawn with (typed x's ignored). */
const renders = new Map<string, number>();

function CountingInput({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const key = String(value ?? '').replace(/x+$/, '');
  renders.set(key, (renders.get(key) ?? 0) + 1);
  return <input value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />;
}

describe('SubTableWidget', () => {
  it('shows a column per shown child, hiding noShow and non-pc ones, with a red asterisk on required ones', () => {
    mount();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['序号', '*事项', '电话', '工时', '操作']);
    expect(screen.getAllByText('*')).toHaveLength(1);
  });

  it('starts with one empty row, or one row per initial value', () => {
    mount();
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0] as HTMLElement).getByText('1')).toBeTruthy();
  });

  it('starts with the rows it is given', () => {
    mount({ value: [{ task: '周报' }, { task: '月报' }] });
    expect(bodyRows()).toHaveLength(2);
    expect(boxes(bodyRows()[1] as HTMLElement)[0]?.value).toBe('月报');
  });

  it('publishes the full row list on every change, add and delete', () => {
    const { onChange } = mount({ value: [{ task: '周报', id: 'r1' }] });
    typeInto(boxes(bodyRows()[0] as HTMLElement)[1], '138');
    expect(onChange).toHaveBeenLastCalledWith([{ task: '周报', id: 'r1', mobile: '138' }]);
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(onChange).toHaveBeenLastCalledWith([{ task: '周报', id: 'r1', mobile: '138' }, {}]);
    expect(bodyRows().map((row) => row.firstChild?.textContent)).toEqual(['1', '2']);
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: '删除' }));
    expect(onChange).toHaveBeenLastCalledWith([{}]);
    expect(bodyRows()).toHaveLength(1);
  });

  it('turns the first empty row into data when it is edited, with the column defaults', () => {
    const { onChange } = mount({
      columns: [...columns, { jnpfKey: 'input', vModel: 'unit', defaultValue: '件' }],
    });
    typeInto(boxes(bodyRows()[0] as HTMLElement)[0], '周报');
    expect(onChange).toHaveBeenLastCalledWith([{ unit: '件', task: '周报' }]);
  });

  it('checks a cell as it changes: 不能为空 first, then the regList message', () => {
    mount({ value: [{ task: '周报' }] });
    const [task, mobile] = boxes(bodyRows()[0] as HTMLElement);
    typeInto(task, '');
    expect(screen.getByText('不能为空')).toBeTruthy();
    typeInto(mobile, '123');
    expect(screen.getByText('请正确输入您的手机号')).toBeTruthy();
    typeInto(mobile, '13800138000');
    typeInto(task, '月报');
    expect(screen.queryByText('不能为空')).toBeNull();
    expect(screen.queryByText('请正确输入您的手机号')).toBeNull();
  });

  it('does not check cells changed while a row is being added, until the next tick', async () => {
    mount({ value: [{ task: '周报' }] });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    const task = () => boxes(bodyRows()[1] as HTMLElement)[0];
    typeInto(task(), 'x');
    typeInto(task(), '');
    expect(screen.queryByText('不能为空')).toBeNull();
    await nextTick();
    typeInto(task(), 'y');
    typeInto(task(), '');
    expect(screen.getByText('不能为空')).toBeTruthy();
  });

  it('submit answers false and shows every failing cell, or the rows when all pass', () => {
    const { handle } = mount({ value: [{ task: '', mobile: '1' }, { task: '月报' }] });
    let result: ReturnType<SubTableHandle['submit']> = [];
    act(() => {
      result = handle().submit();
    });
    expect(result).toBe(false);
    expect(screen.getAllByText('不能为空')).toHaveLength(1);
    expect(screen.getByText('请正确输入您的手机号')).toBeTruthy();
    expect(handle().firstProblem()).toMatchObject({ rowIndex: 0, message: '不能为空' });
    const first = boxes(bodyRows()[0] as HTMLElement);
    typeInto(first[0], '周报');
    typeInto(first[1], '13800138000');
    act(() => {
      result = handle().submit();
    });
    expect(result).toEqual([{ task: '周报', mobile: '13800138000' }, { task: '月报' }]);
    expect(handle().firstProblem()).toBeUndefined();
  });

  it('checks the untouched first row on submit, flagging its required cell 不能为空', () => {
    const { handle, onChange } = mount();
    let result: ReturnType<SubTableHandle['submit']> = [];
    act(() => {
      result = handle().submit();
    });
    expect(result).toBe(false);
    expect(within(bodyRows()[0] as HTMLElement).getByText('不能为空')).toBeTruthy();
    expect(handle().firstProblem()).toMatchObject({ rowIndex: 0, column: { vModel: 'task' } });
    expect(onChange).not.toHaveBeenCalled();
    typeInto(boxes(bodyRows()[0] as HTMLElement)[0], '周报');
    expect(screen.queryByText('不能为空')).toBeNull();
    act(() => {
      result = handle().submit();
    });
    expect(result).toEqual([{ task: '周报' }]);
  });

  it('submits an untouched first row that needs nothing as no rows: it is not data yet', () => {
    const { handle } = mount({ columns: columns.filter((column) => !column.required) });
    expect(handle().submit()).toEqual([]);
  });

  it('deletes the first empty row, leaving no rows until one is added', () => {
    const { handle, onChange } = mount();
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: '删除' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryAllByRole('row').filter((row) => row.className === 'fw-sub-table-row')).toEqual([]);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(handle().submit()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(bodyRows()).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([{}]);
  });

  it("shows a stored record's table as its rows only: none stored, no empty row to fill, and it submits", () => {
    const { handle, onChange } = mount({ value: [], firstEmptyRow: false });
    expect(screen.queryAllByRole('row').filter((row) => row.className === 'fw-sub-table-row')).toEqual([]);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    let result: ReturnType<SubTableHandle['submit']> = false;
    act(() => {
      result = handle().submit();
    });
    expect(result).toEqual([]);
    expect(screen.queryByText('不能为空')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(bodyRows()).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([{}]);
  });

  it("shows a stored record's rows as they are, without an added empty row", () => {
    mount({ value: [{ task: '周报' }], firstEmptyRow: false });
    expect(bodyRows()).toHaveLength(1);
    expect(boxes(bodyRows()[0] as HTMLElement)[0]?.value).toBe('周报');
  });

  it('names the required check of a failing cell, so a holder can word it in its language', () => {
    const { handle } = mount();
    act(() => void handle().submit());
    expect(handle().firstProblem()).toMatchObject({ rowIndex: 0, message: '不能为空', empty: true });
  });

  it('resets to a single empty row, messages cleared', () => {
    const { handle, onChange } = mount({ value: [{ task: '' }, { task: '月报' }] });
    act(() => void handle().submit());
    expect(screen.getByText('不能为空')).toBeTruthy();
    act(() => handle().reset());
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(bodyRows()).toHaveLength(1);
    expect(boxes(bodyRows()[0] as HTMLElement)[0]?.value).toBe('');
    expect(screen.queryByText('不能为空')).toBeNull();
  });

  it('shows messages from elsewhere in their cells until the cell changes', () => {
    mount({ value: [{ task: '周报' }, { task: '月报' }], errors: { '1.task': '事项重复' } });
    expect(within(bodyRows()[1] as HTMLElement).getByText('事项重复')).toBeTruthy();
    typeInto(boxes(bodyRows()[1] as HTMLElement)[0], '季报');
    expect(screen.queryByText('事项重复')).toBeNull();
  });

  it('draws a 合计 row with the sums of the summary fields', () => {
    mount({ value: [{ hours: 1.5 }, { hours: 2 }], showSummary: true, summaryField: ['hours'] });
    const summary = screen.getAllByRole('row').find((row) => row.className === 'fw-sub-table-summary');
    expect([...(summary?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      '合计',
      '',
      '',
      '3.50',
      '',
    ]);
  });

  it('shows text in read-only mode: no boxes, no add or delete, no asterisk', () => {
    mount({ value: [{ task: '周报', hours: 2 }], readOnly: true });
    expect(screen.getByText('周报')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('shows 暂无数据 for a read-only table without rows', () => {
    mount({ readOnly: true });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('re-renders only the edited cell on a keystroke: other rows and cells are not drawn again', () => {
    renders.clear();
    const value = Array.from({ length: 8 }, (_, i) => ({ task: `t${i}`, mobile: `m${i}` }));
    mount({ value, widgets: { input: CountingInput } });
    expect(renders.size).toBe(16);
    const before = new Map(renders);
    typeInto(boxes(bodyRows()[3] as HTMLElement)[0], 't3x');
    typeInto(screen.getByDisplayValue('t3x'), 't3xx');
    const drawnAgain = [...renders].filter(([key, count]) => count !== before.get(key)).map(([key]) => key);
    expect(drawnAgain).toEqual(['t3']);
    expect(renders.get('t3')).toBe(3);
  });

  it('draws only the rows in view of a thousand, and sums them all', () => {
    const value = Array.from({ length: 1000 }, (_, i) => ({ task: `事项${i}`, hours: 1 }));
    mount({ value, showSummary: true, summaryField: ['hours'] });
    expect(bodyRows().length).toBeLessThan(30);
    expect(screen.getByText('1000')).toBeTruthy();
  });
});
