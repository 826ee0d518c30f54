import type { FormSchema, PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, fakeTransport, paged, UI_TEST_TIMEOUT } from '../list/testing/fake-transport.js';
import { RuntimeProvider } from '../runtime-context.js';
import type { RuntimeRequest } from '../transport/transport.js';
import { PageRenderer } from './PageRenderer.js';

const form: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [
    { jnpfKey: 'treeSelect', vModel: 'parentId', label: 'words.parent', defaultValue: '0' },
    { jnpfKey: 'input', vModel: 'fullName', label: 'words.fullName', required: true },
  ],
};

const messages = {
  zh: { words: { title: '条目', parent: '上级', fullName: '名称', top: '顶级', types: '分类' } },
  zhtw: { words: { title: '條目', parent: '上層', fullName: '名稱', top: '頂層', types: '分類' } },
  en: { words: { title: 'Items', parent: 'Parent', fullName: 'Name', top: 'Top level', types: 'Types' } },
};

const TYPES = '/api/types';

/** Items filed under a type chosen in the tree; only a tree type's items have parents. */
const items: PageSchema = {
  version: 1,
  kind: 'page',
  title: 'words.title',
  form,
  list: {
    ...defaultListSchema,
    columnList: [{ label: 'words.fullName', prop: 'fullName' }],
    btnsList: [{ value: 'add', label: 'list.add' }],
    columnBtnsList: [{ value: 'edit', label: 'list.edit' }],
  },
  endpoints: {
    list: { method: 'GET', url: '/api/items/{typeId}', filters: 'params' },
    create: { method: 'POST', url: '/api/items' },
    update: { method: 'PUT', url: '/api/items/{dataId}' },
  },
  tree: { endpoint: { method: 'GET', url: TYPES }, param: 'typeId', title: 'words.types', selectFirst: true },
  formOptions: {
    parentId: {
      endpoint: { method: 'GET', url: '/api/items/{typeId}/Selector/{dataId}' },
      top: { value: '0', label: 'words.top' },
      when: { field: 'isTree', op: 'eq', value: 1 },
    },
  },
  messages,
};

function show(page: PageSchema, answer: (request: RuntimeRequest) => unknown) {
  const fake = fakeTransport(answer);
  render(
    <RuntimeProvider value={{ transport: fake.transport, permissionList: [], language: 'zh' }}>
      <PageRenderer schema={page} menuId="menu-1" />
    </RuntimeProvider>,
  );
  return fake;
}

const dialog = async () =>
  (await screen.findByText(/^(新建|编辑)$/, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
const fieldOf = (within: HTMLElement, label: string) =>
  [...within.querySelectorAll('label')].find((node) => node.textContent === label)?.closest('.ant-form-item');

function itemsAnswer(request: RuntimeRequest) {
  if (request.url === TYPES)
    return {
      list: [
        { id: 't1', fullName: '树形分类', isTree: 1 },
        { id: 't2', fullName: '平铺分类', isTree: 0 },
      ],
    };
  if (request.url === '/api/items/t1') return paged([{ id: 'a', fullName: '甲', parentId: '0' }]);
  if (request.url === '/api/items/t2') return paged([{ id: 'z', fullName: '子', parentId: '0' }]);
  if (request.url === '/api/items/t1/Selector/0')
    return { isTree: 1, list: [{ id: 'a', fullName: '甲', children: [{ id: 'b', fullName: '乙' }] }] };
  if (request.url === '/api/items/t1/Selector/a') return { isTree: 1, list: [] };
  if (request.url.startsWith('/api/items/t2/Selector/'))
    return { isTree: 0, list: [{ id: 'z', fullName: '子' }] };
  return null;
}

describe('a page form field whose options come from a source', { timeout: UI_TEST_TIMEOUT }, () => {
  it("offers the chosen tree node's items under a top choice, leaving out the edited one's", async () => {
    const fake = show(items, itemsAnswer);
    await screen.findByText('甲');
    fireEvent.click(button('新增'));
    const adding = await dialog();
    const parent = (await waitFor(() => fieldOf(adding, '上级'))) as HTMLElement;
    expect(fake.matching('GET', '/api/items/t1/Selector/0')).toHaveLength(1);
    // A new item starts at the top level, the source's first choice.
    expect(within(parent).getByTitle('顶级')).toBeTruthy();
    fireEvent.mouseDown(parent.querySelector('.ant-select-selector') as Element);
    expect(await screen.findByTitle('甲')).toBeTruthy();
    fireEvent.click(screen.getByTitle('甲'));
    expect(within(parent).getByTitle('甲')).toBeTruthy();
    fireEvent.change(within(adding).getByRole('textbox'), { target: { value: '丙' } });
    fireEvent.click(button('确定', adding));
    await waitFor(() => expect(fake.matching('POST', '/api/items')).toHaveLength(1));
    expect(fake.matching('POST', '/api/items')[0]?.data).toMatchObject({ parentId: 'a', fullName: '丙' });

    const row = (await screen.findByText('甲')).closest('tr') as HTMLElement;
    fireEvent.click(button('编辑', row));
    await waitFor(() => expect(fake.matching('GET', '/api/items/t1/Selector/a')).toHaveLength(1));
  });

  it('leaves the field out when the answer does not meet the condition (a flat type)', async () => {
    const fake = show(items, itemsAnswer);
    await screen.findByText('甲');
    fireEvent.click(within(screen.getByLabelText('分类', { selector: 'aside' })).getByText('平铺分类'));
    await screen.findByText('子');
    fireEvent.click(button('新增'));
    const adding = await dialog();
    await waitFor(() => expect(fieldOf(adding, '名称')).toBeTruthy());
    expect(fake.matching('GET', '/api/items/t2/Selector/0')).toHaveLength(1);
    expect(fieldOf(adding, '上级')).toBeUndefined();
    fireEvent.change(within(adding).getByRole('textbox'), { target: { value: '丑' } });
    fireEvent.click(button('确定', adding));
    await waitFor(() => expect(fake.matching('POST', '/api/items')).toHaveLength(1));
    expect(fake.matching('POST', '/api/items')[0]?.data).not.toHaveProperty('parentId');
  });
});

const AREAS = '/api/areas';

/** Areas too many to fetch whole: the parent is chosen from a tree opened a level at a time. */
const areas: PageSchema = {
  ...items,
  tree: undefined,
  form: {
    ...form,
    fields: form.fields.map((field) =>
      field.vModel === 'parentId' ? { ...field, defaultValue: '-1' } : field,
    ),
  },
  endpoints: {
    list: { method: 'GET', url: `${AREAS}/-1`, filters: 'params' },
    get: { method: 'GET', url: `${AREAS}/{dataId}/Info` },
    create: { method: 'POST', url: AREAS },
    update: { method: 'PUT', url: `${AREAS}/{dataId}` },
  },
  formOptions: {
    parentId: {
      endpoint: { method: 'GET', url: `${AREAS}/-1/Selector/{dataId}` },
      top: { value: '-1', label: 'words.top' },
      children: { method: 'GET', url: `${AREAS}/{nodeId}/Selector/{dataId}` },
      label: { method: 'GET', url: `${AREAS}/{value}/Info` },
    },
  },
};

function areasAnswer(request: RuntimeRequest) {
  if (request.url === `${AREAS}/-1`) return paged([{ id: 'dc', fullName: '东城区', parentId: 'bjc' }]);
  if (request.url === `${AREAS}/dc/Info`) return { id: 'dc', fullName: '东城区', parentId: 'bjc' };
  if (request.url === `${AREAS}/bjc/Info`) return { id: 'bjc', fullName: '北京城区', parentId: 'bj' };
  if (/^\/api\/areas\/-1\/Selector\//.test(request.url))
    return { list: [{ id: 'bj', fullName: '北京市', isLeaf: false }] };
  if (/^\/api\/areas\/bj\/Selector\//.test(request.url))
    return { list: [{ id: 'bjc', fullName: '北京城区', isLeaf: true }] };
  return null;
}

describe('a lazy tree select of a page form', { timeout: UI_TEST_TIMEOUT }, () => {
  it("shows an edited record's parent by name before its node is loaded, and fetches a node's children when opened", async () => {
    const fake = show(areas, areasAnswer);
    const row = (await screen.findByText('东城区')).closest('tr') as HTMLElement;
    fireEvent.click(button('编辑', row));
    const editing = await dialog();
    const parent = (await waitFor(() => fieldOf(editing, '上级'))) as HTMLElement;
    // Only the top level is asked first, without the edited area; the parent is named by its record.
    expect(fake.matching('GET', `${AREAS}/-1/Selector/dc`)).toHaveLength(1);
    expect(await within(parent).findByTitle('北京城区')).toBeTruthy();
    expect(within(parent).queryByText('bjc')).toBeNull();
    expect(fake.matching('GET', `${AREAS}/bj/Selector/dc`)).toHaveLength(0);

    fireEvent.mouseDown(parent.querySelector('.ant-select-selector') as Element);
    const province = (await screen.findByTitle('北京市')).closest('.ant-select-tree-treenode') as HTMLElement;
    fireEvent.click(province.querySelector('.ant-select-tree-switcher') as Element);
    await waitFor(() => expect(fake.matching('GET', `${AREAS}/bj/Selector/dc`)).toHaveLength(1));
    const city = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-tree [title="北京城区"]')];
      expect(found.length).toBeGreaterThan(0);
      return found[0] as HTMLElement;
    });
    expect(city).toBeTruthy();
    fireEvent.click(screen.getAllByTitle('北京市').at(-1) as Element);
    expect(await within(parent).findByTitle('北京市')).toBeTruthy();
    fireEvent.click(button('确定', editing));
    await waitFor(() => expect(fake.matching('PUT', `${AREAS}/dc`)).toHaveLength(1));
    expect(fake.matching('PUT', `${AREAS}/dc`)[0]?.data).toMatchObject({ parentId: 'bj' });
  });

  it('asks the top level with 0 for none when adding, and starts at the top choice', async () => {
    const fake = show(areas, areasAnswer);
    await screen.findByText('东城区');
    fireEvent.click(button('新增'));
    const adding = await dialog();
    const parent = (await waitFor(() => fieldOf(adding, '上级'))) as HTMLElement;
    expect(fake.matching('GET', `${AREAS}/-1/Selector/0`)).toHaveLength(1);
    expect(within(parent).getByTitle('顶级')).toBeTruthy();
    expect(fake.requests.filter((request) => request.url.endsWith('/Info'))).toEqual([]);
  });
});
