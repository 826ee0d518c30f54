import { type ListSchema, leaveRequestForm, leaveRequestList, type PageEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRenderer } from '../ListRenderer.js';
import { fakeTransport, renderWithRuntime, UI_TEST_TIMEOUT } from '../testing/fake-transport.js';

const list: ListSchema = {
  ...leaveRequestList,
  type: 5,
  hasPage: false,
  columnList: [{ label: '名称', prop: 'fullName' }],
  searchList: [],
};
const endpoints: PageEndpoints = {
  list: { method: 'GET', url: '/api/areas/-1' },
  children: { method: 'GET', url: '/api/areas/{dataId}' },
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const expander = (text: string) => rowOf(text).querySelector('.ant-table-row-expand-icon') as HTMLElement;

describe('a tree table loaded a level at a time', { timeout: UI_TEST_TIMEOUT }, () => {
  it('fetches the children of a row only when it is opened, once', async () => {
    const fake = fakeTransport((request) => {
      if (request.url === '/api/areas/-1')
        return {
          list: [
            { id: 'zj', fullName: '浙江省', hasChildren: true },
            { id: 'x', fullName: '空的' },
          ],
        };
      if (request.url === '/api/areas/zj')
        return { list: [{ id: 'hz', fullName: '杭州市', hasChildren: true }] };
      if (request.url === '/api/areas/hz') return { list: [{ id: 'xh', fullName: '西湖区' }] };
      return null;
    });
    renderWithRuntime(
      <ListRenderer list={list} form={leaveRequestForm} endpoints={endpoints} menuId="m" />,
      fake.transport,
    );
    await screen.findByText('浙江省');
    expect(fake.matching('GET', '/api/areas/zj')).toHaveLength(0);
    expect(rowOf('空的').querySelector('.ant-table-row-expand-icon-spaced')).toBeTruthy();
    fireEvent.click(expander('浙江省'));
    await screen.findByText('杭州市');
    fireEvent.click(expander('杭州市'));
    await screen.findByText('西湖区');
    fireEvent.click(expander('浙江省'));
    await waitFor(() => expect(screen.queryByText('杭州市')).toBeNull());
    fireEvent.click(expander('浙江省'));
    await screen.findByText('杭州市');
    expect(fake.matching('GET', '/api/areas/zj')).toHaveLength(1);
  });
});
