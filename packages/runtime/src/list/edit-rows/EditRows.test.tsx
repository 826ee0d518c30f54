import { type ListSchema, leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransportError } from '../../transport/transport.js';
import { ListRenderer } from '../ListRenderer.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../testing/fake-transport.js';

const BASE = '/api/visualdev/OnlineDev/model-1';
const editable: ListSchema = { ...leaveRequestList, type: 4 };
const stored = {
  applicant: '张三',
  phone: '13800138000',
  leaveType: 'sick',
  startDate: Date.UTC(2024, 4, 2, 4),
  days: 2,
  reason: '看病',
  handover: [{ task: '周报' }],
};
const rows = [
  { id: 'r1', applicant: '张三', leaveType: 'sick', startDate: stored.startDate, days: 2 },
  { id: 'r2', applicant: '李四', leaveType: 'annual', startDate: stored.startDate, days: 1 },
];

function setup(onPut: () => unknown = () => null, onAdd?: () => void) {
  const fake = fakeTransport((request) => {
    if (request.url === `${BASE}/List`) return paged(rows);
    if (request.method === 'GET' && request.url === `${BASE}/r1`)
      return { id: 'r1', data: JSON.stringify(stored) };
    if (request.method === 'PUT') return onPut();
    return null;
  });
  renderWithRuntime(
    <ListRenderer
      list={editable}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('model-1')}
      menuId="m1"
      onAdd={onAdd}
    />,
    fake.transport,
  );
  const listCalls = () => fake.matching('POST', `${BASE}/List`).length;
  return { ...fake, listCalls };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** The row being edited: the one holding the applicant's editor. */
const editedRow = async () => (await screen.findByDisplayValue('张三')).closest('tr') as HTMLElement;

async function startEditing() {
  await screen.findByText('张三');
  fireEvent.click(button('编辑', rowOf('张三')));
  return editedRow();
}

describe('editable rows (type 4)', { timeout: UI_TEST_TIMEOUT }, () => {
  it("turns a row's cells into the form's widgets, filled with the stored record", async () => {
    const { matching } = setup();
    const row = await startEditing();
    expect(matching('GET', `${BASE}/r1`)).toHaveLength(1);
    expect(within(row).getByDisplayValue('2.0')).toBeTruthy(); // the days, in an InputNumber of precision 1
    expect(within(row).getByText('病假')).toBeTruthy(); // the select shows the chosen option
    expect(within(row).getByText(/保\s*存/)).toBeTruthy();
    expect(within(row).getByText(/取\s*消/)).toBeTruthy();
    // The other rows stay as text with their own buttons.
    expect(within(rowOf('李四')).getByText(/编\s*辑/)).toBeTruthy();
  });

  it('saves the stored values with the edited cells changed, says so and reloads', async () => {
    const { matching, listCalls } = setup();
    const row = await startEditing();
    fireEvent.change(within(row).getByDisplayValue('张三'), { target: { value: '张三丰' } });
    const before = listCalls();
    fireEvent.click(button('保存', row));
    await waitFor(() => expect(matching('PUT', `${BASE}/r1`)).toHaveLength(1));
    const body = matching('PUT', `${BASE}/r1`)[0]?.data as { data: string };
    expect(JSON.parse(body.data)).toEqual({ ...stored, applicant: '张三丰' });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    await waitFor(() => expect(screen.queryByDisplayValue('张三丰')).toBeNull());
  });

  it("shows the server's problem at the cell and keeps the row in edit", async () => {
    setup(() => {
      throw new TransportError(400, '数据有误', {
        problems: [{ field: 'applicant', message: '申请人已存在' }],
      });
    });
    const row = await startEditing();
    fireEvent.change(within(row).getByDisplayValue('张三'), { target: { value: '李四' } });
    fireEvent.click(button('保存', row));
    const problem = await screen.findByText('申请人已存在');
    const cell = problem.closest('td') as HTMLElement;
    expect(within(cell).getByDisplayValue('李四')).toBeTruthy();
    // Changing the cell clears its message.
    fireEvent.change(within(cell).getByDisplayValue('李四'), { target: { value: '李四二' } });
    await waitFor(() => expect(screen.queryByText('申请人已存在')).toBeNull());
  });

  it("names a field the row has no cell for by its label in the server's problem, not by its code", async () => {
    setup(() => {
      throw new TransportError(400, '数据有误', {
        problems: [{ field: 'reason', message: '不能为空', key: 'required' }],
      });
    });
    const row = await startEditing();
    fireEvent.click(button('保存', row));
    expect(await screen.findByText('请假原因: 不能为空')).toBeTruthy();
    expect(screen.queryByText(/reason/)).toBeNull();
  });

  it('does not send a row the form would refuse, and says why at the cell', async () => {
    const { matching } = setup();
    const row = await startEditing();
    fireEvent.change(within(row).getByDisplayValue('张三'), { target: { value: '' } });
    fireEvent.click(button('保存', row));
    const problem = await within(row).findByText('不能为空');
    const input = problem.closest('td')?.querySelector('input') as HTMLInputElement;
    expect(input).not.toBeNull();
    fireEvent.change(input, { target: { value: '这是一个超过二十个字符的申请人名字，实在是太长了吧' } });
    fireEvent.click(button('保存', row));
    expect(await within(row).findByText('最多输入20个字符')).toBeTruthy();
    expect(matching('PUT', /./)).toHaveLength(0);
  });

  it('cancel restores the row without sending anything', async () => {
    const { matching } = setup();
    const row = await startEditing();
    fireEvent.change(within(row).getByDisplayValue('张三'), { target: { value: '改了' } });
    fireEvent.click(button('取消', row));
    await waitFor(() => expect(screen.queryByDisplayValue('改了')).toBeNull());
    expect(rowOf('张三')).toBeTruthy();
    expect(within(rowOf('张三')).getByText(/编\s*辑/)).toBeTruthy();
    expect(matching('PUT', /./)).toHaveLength(0);
  });

  it('still adds through the form dialog', async () => {
    let added = 0;
    setup(undefined, () => {
      added += 1;
    });
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    expect(added).toBe(1);
  });
});
