import type { PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../list/testing/fake-transport.js';
import { PageRenderer } from './PageRenderer.js';

const BASE = '/api/permission/Users';

/** A user whose roles the form picks as a list and the server keeps as comma-joined ids. */
const users: PageSchema = {
  version: 1,
  kind: 'page',
  title: '用户',
  list: {
    ...defaultListSchema,
    columnList: [{ label: '账户', prop: 'account' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }],
  },
  form: {
    version: 1,
    kind: 'form',
    settings: {},
    fields: [
      { jnpfKey: 'input', vModel: 'account', label: '账户' },
      {
        jnpfKey: 'select',
        vModel: 'roleId',
        label: '角色',
        props: {
          multiple: true,
          options: [
            { label: '经理', value: 'r1' },
            { label: '会计', value: 'r2' },
            { label: '出纳', value: 'r3' },
          ],
        },
      },
    ],
  },
  endpoints: {
    list: { method: 'GET', url: BASE, filters: 'params' },
    get: { method: 'GET', url: `${BASE}/{dataId}` },
    update: { method: 'PUT', url: `${BASE}/{dataId}` },
  },
  wire: { roleId: 'commaText' },
};

function setup() {
  const fake = fakeTransport((request) => {
    if (request.method === 'GET' && request.url === BASE) return paged([{ id: 'u1', account: 'lisi' }]);
    if (request.method === 'GET' && request.url === `${BASE}/u1`)
      return { id: 'u1', account: 'lisi', roleId: 'r1,r3' };
    return null;
  });
  renderWithRuntime(<PageRenderer schema={users} menuId="menu-1" />, fake.transport);
  return fake;
}

const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('fields that travel as comma-joined text', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows each id of the text as a choice, and sends the choices joined again', async () => {
    const { matching } = setup();
    fireEvent.click(button('编辑', (await screen.findByText('lisi')).closest('tr') as HTMLElement));
    const dialog = await dialogTitled('编辑');
    expect(await within(dialog).findByText('经理')).toBeTruthy();
    expect(within(dialog).getByText('出纳')).toBeTruthy();
    expect(within(dialog).queryByText('r1,r3')).toBeNull();
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(matching('PUT', `${BASE}/u1`)).toHaveLength(1));
    expect(matching('PUT', `${BASE}/u1`)[0]?.data).toMatchObject({ account: 'lisi', roleId: 'r1,r3' });
  });
});
