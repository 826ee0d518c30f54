import { leaveRequestForm } from '@formwork/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemOf, renderForm, submit } from '../render/test-kit.js';

const table = () => itemOf('工作交接');
const cells = () => within(table()).queryAllByRole('textbox') as HTMLInputElement[];
const typeInto = (index: number, value: string) =>
  fireEvent.change(cells()[index] as HTMLInputElement, { target: { value } });
const filled = { applicant: '张三', leaveType: 'annual', startDate: 1767225600000, days: 1 };

describe('sub-table in a generated form', () => {
  it('starts with one empty row, adds rows, edits cells, deletes a row and submits the rows', async () => {
    const { handle } = renderForm(leaveRequestForm, { mode: 'create', initialValues: filled });
    expect(within(table()).getByText('事项')).toBeTruthy();
    expect(within(table()).getByText('接手人电话')).toBeTruthy();
    expect(cells()).toHaveLength(2);
    typeInto(0, '周报');
    fireEvent.click(within(table()).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(cells()).toHaveLength(4));
    typeInto(2, '月报');
    typeInto(3, '13800138000');
    fireEvent.click(within(table()).getAllByRole('button', { name: '删除' })[0] as HTMLElement);
    await waitFor(() => expect(cells()).toHaveLength(2));
    expect(cells()[0]?.value).toBe('月报');
    const { values } = await submit(handle());
    expect(values?.handover).toEqual([{ task: '月报', mobile: '13800138000' }]);
  });

  it("checks a new record's untouched first row on submit: its required cell says 不能为空 until filled or deleted", async () => {
    const { handle } = renderForm(leaveRequestForm, { mode: 'create', initialValues: filled });
    expect(handle().isDirty()).toBe(false);
    const { problems } = await submit(handle());
    expect(problems).toEqual([{ field: 'handover', message: '第1行 事项: 不能为空' }]);
    expect(within(table()).getByText('不能为空')).toBeTruthy();
    // Deleting the row leaves a table without rows, saved as none.
    fireEvent.click(within(table()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(cells()).toHaveLength(0));
    expect((await submit(handle())).values?.handover).toEqual([]);
  });

  it('saves an untouched table whose first row needs nothing as no rows', async () => {
    const optional = {
      ...leaveRequestForm,
      fields: leaveRequestForm.fields.map((field) =>
        field.vModel === 'handover'
          ? { ...field, children: field.children?.map(({ required: _, ...column }) => column) }
          : field,
      ),
    };
    const { handle } = renderForm(optional, { mode: 'create', initialValues: filled });
    const { values } = await submit(handle());
    expect(values?.handover).toEqual([]);
    expect(handle().isDirty()).toBe(false);
  });

  it("words the untouched first row's message in the reader's language", async () => {
    const { handle } = renderForm(
      leaveRequestForm,
      { mode: 'create', initialValues: filled },
      { language: 'en' },
    );
    const { problems } = await submit(handle());
    expect(problems).toEqual([{ field: 'handover', message: 'Row 1 事项: Required' }]);
  });

  it('words it in traditional Chinese too', async () => {
    const { handle } = renderForm(
      leaveRequestForm,
      { mode: 'create', initialValues: filled },
      { language: 'zhtw' },
    );
    const { problems } = await submit(handle());
    expect(problems).toEqual([{ field: 'handover', message: '第1行 事项: 不能為空' }]);
  });

  it('shows a stored record without rows as no rows, and saves it unchanged', async () => {
    const { handle } = renderForm(leaveRequestForm, {
      mode: 'edit',
      initialValues: { ...filled, handover: [] },
    });
    expect(cells()).toHaveLength(0);
    expect(within(table()).getByText('暂无数据')).toBeTruthy();
    const { values, problems } = await submit(handle());
    expect(problems).toBeUndefined();
    expect(values?.handover).toEqual([]);
  });

  it('shows a stored record that never had the table as no rows, and saves it', async () => {
    const { handle } = renderForm(leaveRequestForm, { mode: 'edit', initialValues: filled });
    expect(cells()).toHaveLength(0);
    const { problems } = await submit(handle());
    expect(problems).toBeUndefined();
  });

  it('marks required columns, checks cells as they change and rejects submit with the first cell', async () => {
    const { handle } = renderForm(leaveRequestForm, { mode: 'create', initialValues: filled });
    expect(within(table()).getByText('*')).toBeTruthy();
    typeInto(1, '123');
    expect(within(table()).getByText('请正确输入您的手机号')).toBeTruthy();
    expect(handle().isDirty()).toBe(true);
    const { problems } = await submit(handle());
    expect(problems).toEqual([{ field: 'handover', message: '第1行 事项: 不能为空' }]);
    expect(within(table()).getByText('不能为空')).toBeTruthy();
    expect(within(table()).getByText('第1行 事项: 不能为空')).toBeTruthy();
    typeInto(0, '周报');
    await waitFor(() => expect(within(table()).queryByText('不能为空')).toBeNull());
    await waitFor(() =>
      expect(within(table()).getByText('第1行 接手人电话: 请正确输入您的手机号')).toBeTruthy(),
    );
    typeInto(1, '13800138000');
    await waitFor(() => expect(within(table()).queryByText(/第1行/)).toBeNull());
    expect((await submit(handle())).values?.handover).toEqual([{ task: '周报', mobile: '13800138000' }]);
  });

  it("puts the server's cell messages in their cells", async () => {
    const { handle } = renderForm(leaveRequestForm, {
      mode: 'edit',
      initialValues: { ...filled, handover: [{ task: '周报' }, { task: '周报' }] },
    });
    await act(async () => handle().showProblems([{ field: 'handover.1.task', message: '事项重复' }]));
    const secondRow = within(table()).getAllByRole('row')[2] as HTMLElement;
    expect(within(secondRow).getByText('事项重复')).toBeTruthy();
    typeInto(2, '月报');
    await waitFor(() => expect(screen.queryByText('事项重复')).toBeNull());
  });
});
