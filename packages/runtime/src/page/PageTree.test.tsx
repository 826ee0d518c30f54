import type { FormSchema, PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormLanguage } from '../form/types.js';
import { button, fakeTransport, paged, UI_TEST_TIMEOUT } from '../list/testing/fake-transport.js';
import { RuntimeProvider } from '../runtime-context.js';
import type { RuntimeRequest } from '../transport/transport.js';
import { PageRenderer } from './PageRenderer.js';

const BASE = '/api/permission/Position';
const TREE = '/api/permission/Organize/Department/Selector/0';

const form: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [
    { jnpfKey: 'input', vModel: 'organizeId', label: 'words.organize' },
    { jnpfKey: 'input', vModel: 'fullName', label: 'words.fullName', required: true },
  ],
};

const positions: PageSchema = {
  version: 1,
  kind: 'page',
  title: 'words.title',
  form,
  list: {
    ...defaultListSchema,
    columnList: [{ label: 'words.fullName', prop: 'fullName' }],
    btnsList: [{ value: 'add', label: 'list.add' }],
  },
  endpoints: {
    list: { method: 'GET', url: BASE, filters: 'params' },
    create: { method: 'POST', url: BASE },
  },
  tree: {
    endpoint: { method: 'GET', url: TREE },
    labelField: 'name',
    childrenField: 'nodes',
    param: 'organizeId',
    title: 'words.organizations',
    selectFirst: true,
    fill: 'organizeId',
  },
  messages: {
    zh: { words: { title: '岗位', fullName: '岗位名称', organize: '所属组织', organizations: '组织机构' } },
    zhtw: { words: { title: '崗位', fullName: '崗位名稱', organize: '所屬組織', organizations: '組織機構' } },
    en: {
      words: {
        title: 'Positions',
        fullName: 'Position',
        organize: 'Organization',
        organizations: 'Organizations',
      },
    },
  },
};

const nodes = [
  { id: 'c1', name: '总公司', nodes: [{ id: 'd1', name: '研发部' }] },
  { id: 'c2', name: '分公司' },
];

function setup(
  page: PageSchema = positions,
  language: FormLanguage = 'zh',
  rows = (r: RuntimeRequest) => rowsOf(r),
) {
  const fake = fakeTransport((request) => {
    if (request.url === TREE) return { list: nodes };
    if (request.url === BASE && request.method === 'GET') return rows(request);
    return null;
  });
  render(
    <RuntimeProvider value={{ transport: fake.transport, permissionList: [], language }}>
      <PageRenderer schema={page} menuId="menu-1" />
    </RuntimeProvider>,
  );
  const listCalls = () => fake.matching('GET', BASE);
  return { ...fake, listCalls };
}

function rowsOf(request: RuntimeRequest) {
  const organizeId = request.params?.organizeId;
  if (organizeId === 'd1') return paged([{ id: 'p2', fullName: '工程师' }]);
  return paged([{ id: 'p1', fullName: `${String(organizeId)} 经理` }]);
}

describe('a page with a tree beside its list', { timeout: UI_TEST_TIMEOUT }, () => {
  it('starts on the first node: the list is asked once, for that node only', async () => {
    const { listCalls } = setup();
    expect(await screen.findByText('c1 经理')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.params).toMatchObject({ organizeId: 'c1', currentPage: 1 });
  });

  it('reloads the list with the chosen node, read by the page tree property names', async () => {
    const { listCalls } = setup();
    await screen.findByText('c1 经理');
    const tree = screen.getByLabelText('组织机构', { selector: 'aside' });
    fireEvent.click(within(tree).getByText('研发部'));
    expect(await screen.findByText('工程师')).toBeTruthy();
    expect(listCalls().at(-1)?.params).toMatchObject({ organizeId: 'd1', currentPage: 1 });
  });

  it('narrows the tree by its search box', async () => {
    setup();
    const tree = await screen.findByLabelText('组织机构', { selector: 'aside' });
    await within(tree).findByText('分公司');
    fireEvent.change(within(tree).getByLabelText('输入关键字'), { target: { value: '研发' } });
    await waitFor(() => expect(within(tree).queryByText('分公司')).toBeNull());
    expect(within(tree).getByText('研发部')).toBeTruthy();
  });

  it('starts a new record in the chosen node', async () => {
    setup();
    await screen.findByText('c1 经理');
    fireEvent.click(within(screen.getByLabelText('组织机构', { selector: 'aside' })).getByText('研发部'));
    await screen.findByText('工程师');
    fireEvent.click(button('新增'));
    const dialog = (await screen.findByText('新建', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    const organize = within(dialog)
      .getByText('所属组织', { selector: 'label' })
      .closest('.ant-form-item')
      ?.querySelector('input') as HTMLInputElement;
    await waitFor(() => expect(organize.value).toBe('d1'));
  });

  it("speaks the user's language through the page's words, and the runtime's for its keys", async () => {
    setup(positions, 'en');
    expect(await screen.findByLabelText('Organizations', { selector: 'aside' })).toBeTruthy();
    expect(await screen.findByText('Position')).toBeTruthy();
    expect(button('Add')).toBeTruthy();
  });
});

describe('a tree table', { timeout: UI_TEST_TIMEOUT }, () => {
  const organizations: PageSchema = {
    ...positions,
    tree: undefined,
    list: { ...positions.list, type: 5, hasPage: true },
  };
  const nested = () =>
    paged([
      {
        id: 'c1',
        fullName: '总公司',
        children: [
          { id: 'd1', fullName: '研发部', children: [{ id: 'd2', fullName: '前端组', children: [] }] },
        ],
      },
    ]);

  it('shows nested rows open, folds and opens them all, and draws no pager', async () => {
    const { listCalls } = setup(organizations, 'zh', nested);
    expect(await screen.findByText('前端组')).toBeTruthy();
    expect(listCalls()[0]?.params).toMatchObject({ currentPage: 1, pageSize: 10000 });
    expect(document.querySelector('.ant-pagination')).toBeNull();
    // A leaf offers nothing to open.
    const leaf = screen.getByText('前端组').closest('tr') as HTMLElement;
    expect(leaf.querySelector('.ant-table-row-expand-icon-spaced')).toBeTruthy();

    fireEvent.click(button('折叠全部'));
    await waitFor(() => expect(screen.queryByText('研发部')).toBeNull());
    expect(screen.getByText('总公司')).toBeTruthy();
    fireEvent.click(button('展开全部'));
    expect(await screen.findByText('前端组')).toBeTruthy();
  });

  it('folds one row by its own expander', async () => {
    setup(organizations, 'zh', nested);
    await screen.findByText('前端组');
    const row = screen.getByText('研发部').closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('前端组')).toBeNull());
    expect(screen.getByText('研发部')).toBeTruthy();
  });

  it('puts the chosen node into a list address that names the tree parameter, asking nothing without one', async () => {
    const items = '/api/items/{organizeId}';
    const fake = fakeTransport((request) => {
      if (request.url === TREE) return { list: nodes };
      if (request.url === '/api/items/d1') return { list: [{ id: 'i1', fullName: '研发的' }] };
      if (request.url.startsWith('/api/items/'))
        return { list: [{ id: 'i2', fullName: `${request.url} 的` }] };
      return null;
    });
    render(
      <RuntimeProvider value={{ transport: fake.transport, permissionList: [], language: 'zh' }}>
        <PageRenderer
          schema={{ ...positions, endpoints: { list: { method: 'GET', url: items, filters: 'params' } } }}
          menuId="menu-1"
        />
      </RuntimeProvider>,
    );
    expect(await screen.findByText('/api/items/c1 的')).toBeTruthy();
    const tree = screen.getByLabelText('组织机构', { selector: 'aside' });
    fireEvent.click(within(tree).getByText('研发部'));
    expect(await screen.findByText('研发的')).toBeTruthy();
    // Chosen again, the node is let go: the list of no node is empty, and nothing is asked.
    const asked = fake.requests.length;
    fireEvent.click(within(tree).getByText('研发部'));
    await waitFor(() => expect(screen.queryByText('研发的')).toBeNull());
    expect(fake.requests.slice(asked).filter((request) => request.url.startsWith('/api/items'))).toEqual([]);
  });
});
