import type { FormSchema, ListSchema, PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTransport, paged, renderWithRuntime, UI_TEST_TIMEOUT } from '../list/testing/fake-transport.js';
import { PageRenderer } from './PageRenderer.js';

const form: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [{ jnpfKey: 'input', vModel: 'sysName', label: '产品名称', required: true }],
};
const list: ListSchema = { ...defaultListSchema, columnList: [], btnsList: [], columnBtnsList: [] };

const settings: PageSchema = {
  version: 1,
  kind: 'page',
  title: '系统配置',
  view: 'form',
  list,
  form,
  endpoints: {
    list: { method: 'GET', url: '/settings' },
    get: { method: 'GET', url: '/settings' },
    update: { method: 'PUT', url: '/settings' },
  },
};

describe('page views', { timeout: UI_TEST_TIMEOUT }, () => {
  it('edits one record in place: reads it, saves it, and tells the host', async () => {
    let stored = { sysName: '旧名', other: 1 };
    const fake = fakeTransport((request) => {
      if (request.method === 'PUT') stored = { ...stored, ...(request.data as object) };
      return request.method === 'GET' ? stored : null;
    });
    const done = vi.fn();
    renderWithRuntime(<PageRenderer schema={settings} menuId="m" onActionDone={done} />, fake.transport);
    const input = (await screen.findByDisplayValue('旧名')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '新名' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('save', null));
    expect(fake.matching('PUT', '/settings')[0]?.data).toMatchObject({ sysName: '新名' });
    expect(await screen.findByDisplayValue('新名')).toBeTruthy();
  });

  it('shows the form read-only without the edit button when buttons are permissioned', async () => {
    const fake = fakeTransport(() => ({ sysName: '旧名' }));
    const guarded = { ...settings, list: { ...list, useBtnPermission: true } };
    renderWithRuntime(<PageRenderer schema={guarded} menuId="m" />, fake.transport);
    expect(await screen.findByText('旧名')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });

  it('shows tabs, each the page with its own list and endpoint', async () => {
    const column = (label: string, prop: string) => ({ ...list, columnList: [{ label, prop }] });
    const fake = fakeTransport((request) =>
      request.url === '/log/1' ? paged([{ id: 'a', account: 'admin' }]) : paged([{ id: 'b', url: '/api/x' }]),
    );
    const logs: PageSchema = {
      ...settings,
      view: undefined,
      endpoints: { list: { method: 'GET', url: '/log/1', filters: 'params' } },
      tabs: [
        { key: '1', title: 'tabs.signIn', list: column('账号', 'account') },
        {
          key: '5',
          title: 'tabs.request',
          list: column('地址', 'url'),
          endpoints: { list: { method: 'GET', url: '/log/5', filters: 'params' } },
          actions: [
            {
              id: 'clear',
              label: '清空日志',
              place: 'toolbar',
              run: { kind: 'request', endpoint: { method: 'DELETE', url: '/log/5' } },
            },
          ],
        },
      ],
      messages: { zh: { tabs: { signIn: '登录日志', request: '请求日志' } } },
    };
    renderWithRuntime(<PageRenderer schema={logs} menuId="m" />, fake.transport);
    expect(await screen.findByText('admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '清空日志' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '请求日志' }));
    expect(await screen.findByText('/api/x')).toBeTruthy();
    expect(screen.getByText('地址')).toBeTruthy();
    expect(fake.matching('GET', '/log/5')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '清空日志' })).toBeTruthy();
  });
});
