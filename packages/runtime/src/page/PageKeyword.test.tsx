import type { PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, fakeTransport, paged, UI_TEST_TIMEOUT } from '../list/testing/fake-transport.js';
import { RuntimeProvider } from '../runtime-context.js';
import { PageRenderer } from './PageRenderer.js';

const BASE = '/api/system/printDev';

const page: PageSchema = {
  version: 1,
  kind: 'page',
  title: '打印模板',
  form: {
    version: 1,
    kind: 'form',
    settings: {},
    fields: [
      { jnpfKey: 'input', vModel: 'fullName', label: '名称' },
      {
        jnpfKey: 'select',
        vModel: 'type',
        label: '类型',
        props: {
          options: [
            { label: '流程表单', value: 1 },
            { label: '功能表单', value: 2 },
          ],
        },
      },
    ],
  },
  list: {
    ...defaultListSchema,
    columnList: [{ label: '名称', prop: 'fullName' }],
    searchList: [{ label: '类型', prop: 'type', jnpfKey: 'select', searchType: 1 }],
  },
  endpoints: { list: { method: 'GET', url: BASE, filters: 'params' } },
  showKeyword: true,
};

describe('a page showing the keyword box beside its search fields', { timeout: UI_TEST_TIMEOUT }, () => {
  it('sends the keyword with the search values', async () => {
    const fake = fakeTransport((request) =>
      request.url === BASE ? paged([{ id: 't1', fullName: '请假单' }]) : null,
    );
    render(
      <RuntimeProvider value={{ transport: fake.transport, permissionList: [], language: 'zh' }}>
        <PageRenderer schema={page} menuId="menu-1" />
      </RuntimeProvider>,
    );
    await screen.findByText('请假单');
    const box = screen.getByPlaceholderText('请输入关键词查询');
    fireEvent.change(box, { target: { value: '请假' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(fake.matching('GET', BASE).at(-1)?.params).toMatchObject({ keyword: '请假' }));
  });
});
