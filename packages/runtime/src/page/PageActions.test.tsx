import type { FormSchema, PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../list/testing/fake-transport.js';
import type { RuntimeRequest } from '../transport/transport.js';
import { PageRenderer } from './PageRenderer.js';

const BASE = '/api/things';
const nameForm: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [{ jnpfKey: 'input', vModel: 'fullName', label: '名称', required: true }],
};
const parentForm: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [{ jnpfKey: 'select', vModel: 'parentId', label: '上级', required: true }],
};

const schema: PageSchema = {
  version: 1,
  kind: 'page',
  title: '事物',
  form: nameForm,
  list: {
    ...defaultListSchema,
    columnList: [{ label: '名称', prop: 'fullName' }],
    useBtnPermission: true,
  },
  endpoints: { list: { method: 'GET', url: BASE, filters: 'params' } },
  actions: [
    {
      id: 'create',
      label: '新建',
      place: 'toolbar',
      primary: true,
      run: {
        kind: 'form',
        form: nameForm,
        endpoint: { method: 'POST', url: BASE, success: '新建成功' },
        values: { kind: 1 },
        after: { navigate: '/things/design?id={id}' },
      },
    },
    { id: 'open', label: '设计', place: 'row', run: { kind: 'navigate', url: '/things/design?id={dataId}' } },
    {
      id: 'copy',
      label: '复制',
      place: 'row',
      permission: 'btn_copy',
      run: {
        kind: 'request',
        endpoint: { method: 'POST', url: `${BASE}/{dataId}/Copy`, confirm: '复制吗？' },
      },
    },
    {
      id: 'move',
      label: '移动',
      place: 'row',
      permission: 'btn_move',
      run: {
        kind: 'form',
        title: '移动到',
        form: parentForm,
        endpoint: { method: 'POST', url: `${BASE}/{dataId}/Move`, success: '已移动' },
        options: { parentId: { method: 'GET', url: '/api/parents' } },
      },
    },
  ],
};

const GRANTS = [
  {
    modelId: 'menu-1',
    moduleName: '事物',
    button: [
      { id: 'b1', fullName: '复制', enCode: 'btn_copy' },
      { id: 'b2', fullName: '移动', enCode: 'btn_move' },
    ],
    column: [],
    form: [],
    resource: [],
  },
];

function setup(grants = GRANTS) {
  const fake = fakeTransport((request: RuntimeRequest) => {
    if (request.method === 'GET' && request.url === BASE) return paged([{ id: 'r1', fullName: '甲' }]);
    if (request.url === `${BASE}` && request.method === 'POST') return { id: 'new-1' };
    if (request.url === '/api/parents') return { list: [{ id: 'p1', fullName: '上级一' }] };
    // An envelope without data, as a delete or copy may answer.
    if (request.url === `${BASE}/r1/Copy`) return undefined;
    return null;
  });
  const navigate = vi.fn();
  const done = vi.fn();
  renderWithRuntime(
    <PageRenderer schema={schema} menuId="menu-1" onNavigate={navigate} onActionDone={done} />,
    fake.transport,
    grants,
  );
  const listCalls = () => fake.matching('GET', BASE).length;
  return { ...fake, navigate, done, listCalls };
}

const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('PageRenderer actions', { timeout: UI_TEST_TIMEOUT }, () => {
  it('sends the search values as their own parameters when the list endpoint asks so', async () => {
    const { matching } = setup();
    await screen.findByText('甲');
    expect(matching('GET', BASE)[0]?.params).toMatchObject({ currentPage: 1, menuId: 'menu-1' });
    expect(matching('GET', BASE)[0]?.params).not.toHaveProperty('queryJson');
  });

  it('offers a row action only when its button is granted; one without a permission always', async () => {
    setup([{ ...GRANTS[0], button: [{ id: 'b1', fullName: '复制', enCode: 'btn_copy' }] }] as typeof GRANTS);
    await screen.findByText('甲');
    expect(button('设计')).toBeTruthy();
    expect(button('复制')).toBeTruthy();
    expect(screen.queryByText('移动')).toBeNull();
  });

  it('navigates with the row filled into the address', async () => {
    const { navigate } = setup();
    await screen.findByText('甲');
    fireEvent.click(button('设计'));
    expect(navigate).toHaveBeenCalledWith('/things/design?id=r1');
  });

  it('asks, calls, reloads and reports a request action', async () => {
    const { matching, done, listCalls } = setup();
    await screen.findByText('甲');
    const before = listCalls();
    fireEvent.click(button('复制'));
    fireEvent.click(
      button('确定', (await screen.findByText('复制吗？')).closest('.ant-modal') as HTMLElement),
    );
    await waitFor(() => expect(matching('POST', `${BASE}/r1/Copy`)).toHaveLength(1));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    expect(done).toHaveBeenCalledWith('copy', undefined);
  });

  it('sends a form action with its constant values, then goes where the answer leads', async () => {
    const { matching, navigate, done } = setup();
    await screen.findByText('甲');
    fireEvent.click(button('新建'));
    const dialog = await dialogTitled('新建');
    const input = within(dialog)
      .getByText('名称', { selector: 'label' })
      .closest('.ant-form-item')
      ?.querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '乙' } });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(matching('POST', BASE)).toHaveLength(1));
    expect(matching('POST', BASE)[0]?.data).toEqual({ kind: 1, fullName: '乙' });
    expect(await screen.findByText('新建成功')).toBeTruthy();
    expect(done).toHaveBeenCalledWith('create', { id: 'new-1' });
    expect(navigate).toHaveBeenCalledWith('/things/design?id=new-1');
  });

  it('fetches the options of a form action before showing its form', async () => {
    const { matching } = setup();
    await screen.findByText('甲');
    fireEvent.click(button('移动'));
    const dialog = await dialogTitled('移动到');
    await waitFor(() => expect(matching('GET', '/api/parents')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByText('上级', { selector: 'label' })).toBeTruthy());
    fireEvent.click(button('确定', dialog));
    // 上级 is required: nothing is sent while it is empty.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(matching('POST', `${BASE}/r1/Move`)).toHaveLength(0);
  });
});
