import { leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListRenderer } from '../ListRenderer.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../testing/fake-transport.js';

const BASE = '/api/visualdev/OnlineDev/model-1';
const rows = [
  { id: 'r1', applicant: '张三', days: 2 },
  { id: 'r2', applicant: '李四', days: 1 },
];

function setup() {
  const fake = fakeTransport((request) => {
    if (request.url === `${BASE}/List`) return paged(rows);
    if (request.url === `${BASE}/Actions/Export`)
      return { name: '请假.xlsx', url: '/api/file/Download/temp/abc' };
    return null;
  });
  renderWithRuntime(
    <ListRenderer
      list={leaveRequestList}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('model-1')}
      menuId="m1"
    />,
    fake.transport,
  );
  const listCalls = () => fake.matching('POST', `${BASE}/List`).length;
  return { ...fake, listCalls };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialog = async (text: string) => (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;

describe('list actions', { timeout: UI_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before deleting a row, then deletes it and reloads', async () => {
    const { matching, listCalls } = setup();
    fireEvent.click(button('删除', await rowOf('张三')));
    const confirm = await dialog('此操作将永久删除该数据, 是否继续?');
    expect(within(confirm).getAllByText('提示')).not.toHaveLength(0);
    const before = listCalls();
    fireEvent.click(button('确定', confirm));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(matching('DELETE', `${BASE}/r1`)).toHaveLength(1);
    await waitFor(() => expect(listCalls()).toBe(before + 1));
  });

  it('deletes nothing when the question is cancelled', async () => {
    const { matching } = setup();
    fireEvent.click(button('删除', await rowOf('张三')));
    fireEvent.click(button('取消', await dialog('此操作将永久删除该数据, 是否继续?')));
    await waitFor(() => expect(screen.queryByText('此操作将永久删除该数据, 是否继续?')).toBeNull());
    expect(matching('DELETE', /./)).toHaveLength(0);
  });

  it('asks for a selection before a batch delete', async () => {
    const { matching } = setup();
    await rowOf('张三');
    fireEvent.click(button('批量删除'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    expect(matching('POST', /batchDelete/)).toHaveLength(0);
  });

  it('batch deletes the chosen rows after the same question', async () => {
    const { matching } = setup();
    fireEvent.click(within(await rowOf('李四')).getByRole('checkbox'));
    fireEvent.click(button('批量删除'));
    fireEvent.click(button('确定', await dialog('此操作将永久删除该数据, 是否继续?')));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(matching('POST', '/api/visualdev/OnlineDev/batchDelete/model-1')[0]?.data).toEqual({
      ids: ['r2'],
    });
  });

  it('exports the chosen columns of every row and downloads the file', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { matching } = setup();
    await rowOf('张三');
    fireEvent.click(button('导出'));
    const exporting = await dialog('数据导出');
    fireEvent.click(within(exporting).getByLabelText('全部数据'));
    fireEvent.click(within(exporting).getByLabelText('请假天数'));
    fireEvent.click(button('确定', exporting));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(matching('POST', `${BASE}/Actions/Export`)[0]?.data).toMatchObject({
      dataType: 1,
      selectKey: ['applicant', 'leaveType', 'startDate'],
      currentPage: 1,
      pageSize: 20,
    });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('/api/file/Download/temp/abc');
    expect(anchor.download).toBe('请假.xlsx');
  });
});
