import { type ListSchema, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formOf } from '../form/render/test-kit.js';
import { ListRenderer } from '../list/ListRenderer.js';
import {
  button,
  paged,
  renderWithRuntime,
  searchForm,
  UI_TEST_TIMEOUT,
} from '../list/testing/fake-transport.js';
import { dictionaryField, optionServer, selectorUrl } from './testing.js';

const LIST_URL = '/api/visualdev/OnlineDev/people/List';

const form = formOf([
  { jnpfKey: 'input', vModel: 'name', label: '姓名' },
  dictionaryField('select', 'sex', '性别', 'sex'),
  dictionaryField('select', 'leaveType', '请假类型', 'leaveType', {
    optionProps: { label: 'fullName', value: 'enCode' },
  }),
  dictionaryField('select', 'partnerSex', '配偶性别', 'sex'),
]);

const list: ListSchema = {
  version: 1,
  kind: 'list',
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: [
    { label: '姓名', prop: 'name', jnpfKey: 'input' },
    { label: '性别', prop: 'sex', jnpfKey: 'select' },
    { label: '请假类型', prop: 'leaveType', jnpfKey: 'select' },
    { label: '配偶性别', prop: 'partnerSex', jnpfKey: 'select' },
  ],
  searchList: [{ label: '性别', prop: 'sex', jnpfKey: 'select', searchType: 1 }],
  btnsList: [],
  columnBtnsList: [],
};

const rows = [
  { id: 'p1', name: '张三', sex: 'dict-sex-1', leaveType: 'sick', partnerSex: 'dict-sex-2' },
  { id: 'p2', name: '李四', sex: 'dict-sex-2', leaveType: 'annual', partnerSex: null },
];

function setup() {
  const server = optionServer((url) => (url === LIST_URL ? paged(rows) : null));
  renderWithRuntime(
    <ListRenderer list={list} form={form} endpoints={onlineDevEndpoints('people')} menuId="menu-people" />,
    server.transport,
  );
  return server;
}

describe('dictionary options in a list', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows dictionary labels in the cells, fetching each dictionary once', async () => {
    const server = setup();
    const first = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(await within(first).findByText('病假')).toBeTruthy();
    expect(within(first).getByText('男')).toBeTruthy();
    expect(within(first).getByText('女')).toBeTruthy();
    const second = screen.getByText('李四').closest('tr') as HTMLElement;
    expect(within(second).getByText('女')).toBeTruthy();
    expect(within(second).getByText('年假')).toBeTruthy();
    expect(screen.queryByText('dict-sex-1')).toBeNull();
    expect(server.matching('GET', selectorUrl('sex'))).toHaveLength(1);
    expect(server.matching('GET', selectorUrl('leaveType'))).toHaveLength(1);
  });

  it("offers the dictionary's labels in the equal search and searches by the stored value", async () => {
    const server = setup();
    await screen.findByText('张三');
    fireEvent.mouseDown(within(searchForm()).getByLabelText('性别'));
    fireEvent.click(await screen.findByTitle('女'));
    fireEvent.click(button('查询'));
    const lastQuery = () => server.matching('POST', LIST_URL).at(-1)?.data as { queryJson?: string };
    await waitFor(() => expect(lastQuery().queryJson).toBeDefined());
    expect(JSON.parse(lastQuery().queryJson as string)).toEqual({ sex: 'dict-sex-2' });
  });
});
