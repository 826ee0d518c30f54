import { createHash } from 'node:crypto';
import type { FormSchema, ModulePermission, PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  fakeTransport,
  paged,
  queryButton,
  UI_TEST_TIMEOUT,
} from '../list/testing/fake-transport.js';
import { RuntimeProvider } from '../runtime-context.js';
import { PageRenderer } from './PageRenderer.js';
import type { PagePartProps, PageParts } from './types.js';

const BASE = '/api/permission/Users';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const passwords: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [
    { jnpfKey: 'input', vModel: 'account', label: '账户', props: { readonly: true } },
    {
      jnpfKey: 'input',
      vModel: 'userPassword',
      label: '新密码',
      required: true,
      props: { showPassword: true },
    },
    {
      jnpfKey: 'input',
      vModel: 'validatePassword',
      label: '确认新密码',
      required: true,
      props: { showPassword: true },
    },
  ],
};

const administrator: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [{ jnpfKey: 'input', vModel: 'userId', label: '管理员' }],
};

const users: PageSchema = {
  version: 1,
  kind: 'page',
  title: '用户',
  form: { version: 1, kind: 'form', settings: {}, fields: [] },
  list: {
    ...defaultListSchema,
    columnList: [
      { label: '账户', prop: 'account' },
      { label: '状态', prop: 'enabledMark' },
    ],
    columnBtnsList: [{ value: 'remove', label: '删除' }],
    useBtnPermission: true,
  },
  endpoints: {
    list: { method: 'GET', url: BASE, filters: 'params' },
    remove: { method: 'DELETE', url: `${BASE}/{dataId}` },
  },
  rowButtonsWhen: { remove: { field: 'account', op: 'neq', value: 'admin' } },
  actions: [
    {
      id: 'state',
      label: '状态',
      place: 'row',
      permission: 'btn_edit',
      when: { field: 'account', op: 'neq', value: 'admin' },
      run: {
        kind: 'switch',
        field: 'enabledMark',
        endpoint: { method: 'PUT', url: `${BASE}/{dataId}/Actions/State` },
        confirm: { on: '您确定要启用当前用户吗?', off: '您确定要禁用当前用户吗?' },
      },
    },
    {
      id: 'reset',
      label: '重置密码',
      place: 'row',
      when: { field: 'account', op: 'neq', value: 'admin' },
      run: {
        kind: 'form',
        form: passwords,
        fromRow: ['account'],
        match: [{ field: 'validatePassword', sameAs: 'userPassword', message: '两次输入密码不一致!' }],
        wire: { userPassword: 'md5', validatePassword: 'md5' },
        endpoint: { method: 'POST', url: `${BASE}/{dataId}/Actions/ResetPassword` },
      },
    },
    {
      id: 'admin',
      label: '设置管理员',
      place: 'row',
      run: {
        kind: 'form',
        form: administrator,
        load: { method: 'GET', url: '/api/permission/organizeAdminIsTrator/{dataId}' },
        endpoint: { method: 'PUT', url: '/api/permission/organizeAdminIsTrator/{dataId}' },
      },
    },
    {
      id: 'authorize',
      label: '权限',
      place: 'row',
      run: { kind: 'part', component: 'authorizeMatrix', props: { objectType: 'User' }, title: '用户权限' },
    },
    { id: 'nowhere', label: '未注册', place: 'row', run: { kind: 'part', component: 'missing' } },
  ],
};

const GRANTED: ModulePermission[] = [
  {
    modelId: 'menu-1',
    moduleName: '用户',
    button: [
      { id: 'b1', fullName: '编辑', enCode: 'btn_edit' },
      { id: 'b2', fullName: '删除', enCode: 'btn_remove' },
    ],
    column: [],
    form: [],
    resource: [],
  },
];

function Matrix({ props, row, close, parts }: PagePartProps) {
  return (
    <div>
      <span>{`${String(props.objectType)} ${row?.account}, parts: ${[...(parts?.keys() ?? [])].join()}`}</span>
      <button type="button" onClick={() => close(true)}>
        保存权限
      </button>
    </div>
  );
}

function setup(permissionList: ModulePermission[] = GRANTED) {
  const state = { on: true };
  const fake = fakeTransport((request) => {
    if (request.method === 'GET' && request.url === BASE)
      return paged([
        { id: 'u0', account: 'admin', enabledMark: 1 },
        { id: 'u1', account: 'lisi', enabledMark: state.on ? 1 : 0 },
      ]);
    if (request.url === `${BASE}/u1/Actions/State`) state.on = !state.on;
    if (request.method === 'GET' && request.url === '/api/permission/organizeAdminIsTrator/u1')
      return { userId: 'zhangsan' };
    return null;
  });
  const parts: PageParts = new Map([['authorizeMatrix', Matrix]]);
  render(
    <RuntimeProvider value={{ transport: fake.transport, permissionList }}>
      <PageRenderer schema={users} menuId="menu-1" parts={parts} />
    </RuntimeProvider>,
  );
  const listCalls = () => fake.matching('GET', BASE).length;
  return { ...fake, listCalls };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const switchOf = (row: HTMLElement) => within(row).getByRole('switch');
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const inputOf = (dialog: HTMLElement, label: string) =>
  within(dialog)
    .getByText(label, { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('input') as HTMLInputElement;
const questionDialog = async (text: string) =>
  (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;

describe('page row actions', { timeout: UI_TEST_TIMEOUT }, () => {
  it('turns a switch after asking, calls the state endpoint and shows the reloaded state', async () => {
    const { matching, listCalls } = setup();
    const row = await rowOf('lisi');
    expect(switchOf(row).getAttribute('aria-checked')).toBe('true');
    const before = listCalls();
    fireEvent.click(switchOf(row));
    fireEvent.click(button('确定', await questionDialog('您确定要禁用当前用户吗?')));
    await waitFor(() => expect(matching('PUT', `${BASE}/u1/Actions/State`)).toHaveLength(1));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(switchOf(row).getAttribute('aria-checked')).toBe('false'));
  });

  it('calls nothing when the question is cancelled', async () => {
    const { matching } = setup();
    const row = await rowOf('lisi');
    fireEvent.click(switchOf(row));
    fireEvent.click(button('取消', await questionDialog('您确定要禁用当前用户吗?')));
    await waitFor(() => expect(screen.queryByText('您确定要禁用当前用户吗?')).toBeNull());
    expect(matching('PUT', `${BASE}/u1/Actions/State`)).toHaveLength(0);
    expect(switchOf(row).getAttribute('aria-checked')).toBe('true');
  });

  it('only shows the state on a row the action leaves out', async () => {
    setup();
    expect((switchOf(await rowOf('admin')) as HTMLButtonElement).disabled).toBe(true);
    expect((switchOf(await rowOf('lisi')) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leaves a switch without its grant showing the state only', async () => {
    setup([{ ...GRANTED[0], button: [] } as ModulePermission]);
    expect((switchOf(await rowOf('lisi')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers row actions and the list buttons only on the rows their condition allows', async () => {
    setup();
    const admin = await rowOf('admin');
    const lisi = await rowOf('lisi');
    expect(queryButton('重置密码', admin)).toBeNull();
    expect(queryButton('删除', admin)).toBeNull();
    expect(queryButton('重置密码', lisi)).toBeTruthy();
    expect(queryButton('删除', lisi)).toBeTruthy();
    expect(queryButton('设置管理员', admin)).toBeTruthy();
  });

  it('sends a new password, as its md5, only when typed twice alike, with the account from the row', async () => {
    const { matching } = setup();
    fireEvent.click(button('重置密码', await rowOf('lisi')));
    const dialog = await dialogTitled('重置密码');
    // The account is shown, read-only, beside the new password.
    expect(await within(dialog).findByText('lisi')).toBeTruthy();
    fireEvent.change(inputOf(dialog, '新密码'), { target: { value: 'abc12345' } });
    fireEvent.change(inputOf(dialog, '确认新密码'), { target: { value: 'abc1234' } });
    fireEvent.click(button('确定', dialog));
    expect(await within(dialog).findByText('两次输入密码不一致!')).toBeTruthy();
    expect(matching('POST', `${BASE}/u1/Actions/ResetPassword`)).toHaveLength(0);

    fireEvent.change(inputOf(dialog, '确认新密码'), { target: { value: 'abc12345' } });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(matching('POST', `${BASE}/u1/Actions/ResetPassword`)).toHaveLength(1));
    expect(matching('POST', `${BASE}/u1/Actions/ResetPassword`)[0]?.data).toMatchObject({
      account: 'lisi',
      userPassword: md5('abc12345'),
      validatePassword: md5('abc12345'),
    });
  });

  it('starts a form action at the record its load endpoint answers', async () => {
    const { matching } = setup();
    fireEvent.click(button('设置管理员', await rowOf('lisi')));
    const dialog = await dialogTitled('设置管理员');
    await waitFor(() => expect(inputOf(dialog, '管理员').value).toBe('zhangsan'));
    fireEvent.change(inputOf(dialog, '管理员'), { target: { value: 'wangwu' } });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(matching('PUT', '/api/permission/organizeAdminIsTrator/u1')).toHaveLength(1));
    expect(matching('PUT', '/api/permission/organizeAdminIsTrator/u1')[0]?.data).toEqual({
      userId: 'wangwu',
    });
  });

  it("shows a host's part with the schema's props, the row and the page's parts, and offers none the host lacks", async () => {
    const { listCalls } = setup();
    const lisi = await rowOf('lisi');
    expect(queryButton('未注册', lisi)).toBeNull();
    fireEvent.click(button('权限', lisi));
    const dialog = await dialogTitled('用户权限');
    expect(within(dialog).getByText('User lisi, parts: authorizeMatrix')).toBeTruthy();
    const before = listCalls();
    fireEvent.click(within(dialog).getByText('保存权限'));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });
});
