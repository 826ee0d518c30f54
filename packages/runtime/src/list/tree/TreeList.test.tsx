import { type ListSchema, leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRenderer } from '../ListRenderer.js';
import { fakeTransport, paged, renderWithRuntime, UI_TEST_TIMEOUT } from '../testing/fake-transport.js';

const treeList: ListSchema = {
  ...leaveRequestList,
  type: 2,
  treeTitle: '请假类型',
  treeDataSource: 'api',
  treePropsUrl: '/api/example/LeaveTypes',
  treePropsLabel: 'name',
  treePropsValue: 'code',
  treeRelation: 'leaveType',
};

function setup(list: ListSchema, treeOptions?: { label: string; value: string }[]) {
  const fake = fakeTransport((request) => {
    if (request.url.endsWith('/List')) return paged([{ id: 'r1', applicant: '张三' }]);
    if (request.url === '/api/example/LeaveTypes') {
      return { list: [{ code: 'all', name: '全部类型', children: [{ code: 'sick', name: '病假' }] }] };
    }
    return null;
  });
  renderWithRuntime(
    <ListRenderer
      list={list}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('m')}
      menuId="menu-1"
      treeOptions={treeOptions}
    />,
    fake.transport,
  );
  const lastQuery = () => fake.matching('POST', /\/List$/).at(-1)?.data as { queryJson?: string };
  return { ...fake, lastQuery };
}

describe('list with a left tree', { timeout: UI_TEST_TIMEOUT }, () => {
  it('filters the table by the chosen node, and shows all again when it is chosen twice', async () => {
    const { lastQuery, matching } = setup(treeList);
    const tree = await screen.findByLabelText('请假类型', { selector: 'aside' });
    expect(matching('GET', '/api/example/LeaveTypes')).toHaveLength(1);
    fireEvent.click(await screen.findByText('病假', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(lastQuery().queryJson).toBe('{"leaveType":"sick"}'));
    fireEvent.click(screen.getByText('病假', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(lastQuery().queryJson).toBeUndefined());
    expect(tree).toBeTruthy();
  });

  it('narrows the tree by its search box', async () => {
    setup({ ...treeList, treeDataSource: undefined, treePropsUrl: undefined }, [
      { label: '研发部', value: 'd1' },
      { label: '销售部', value: 'd2' },
    ]);
    await screen.findByText('研发部');
    fireEvent.change(screen.getByLabelText('输入关键字'), { target: { value: '销售' } });
    await waitFor(() => expect(screen.queryByText('研发部')).toBeNull());
    expect(screen.getByText('销售部')).toBeTruthy();
  });
});
