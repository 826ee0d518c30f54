import {
  type FieldSchema,
  type FormSchema,
  type ListSchema,
  leaveRequestForm,
  onlineDevEndpoints,
  relationSourceOf,
} from '@formwork/schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRenderer } from '../ListRenderer.js';
import { fakeTransport, paged, renderWithRuntime, UI_TEST_TIMEOUT } from '../testing/fake-transport.js';

const endpoints = onlineDevEndpoints('model-1');
const LIST_URL = '/api/visualdev/OnlineDev/model-1/List';
const USERS_URL = '/api/permission/Users/getUserList';
const ORGANIZE_URL = '/api/permission/Organize/Tree';

const form: FormSchema = {
  version: 1,
  kind: 'form',
  settings: leaveRequestForm.settings,
  fields: [
    { jnpfKey: 'input', vModel: 'title', label: '标题' },
    { jnpfKey: 'userSelect', vModel: 'owner', label: '负责人' },
    { jnpfKey: 'organizeSelect', vModel: 'company', label: '所属组织' },
  ],
};
const list: ListSchema = {
  version: 1,
  kind: 'list',
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: [
    { label: '标题', prop: 'title', jnpfKey: 'input' },
    { label: '负责人', prop: 'owner', jnpfKey: 'userSelect' },
    { label: '所属组织', prop: 'company', jnpfKey: 'organizeSelect' },
  ],
  searchList: [],
  btnsList: [],
  columnBtnsList: [],
};

const USERS: Record<string, string> = { 'user-staff': '张三/staff', 'user-admin': '管理员/admin' };
const TREE = [
  {
    id: 'org-company',
    parentId: '-1',
    fullName: '示例科技有限公司',
    type: 'company',
    organizeIds: ['org-company'],
    children: [
      {
        id: 'org-rd',
        parentId: 'org-company',
        fullName: '研发部',
        type: 'department',
        organizeIds: ['org-company', 'org-rd'],
      },
    ],
  },
];
/** A full page: twenty records, each with a user and an organisation. */
const ROWS = Array.from({ length: 20 }, (_, index) => ({
  id: `r${index + 1}`,
  title: `第${index + 1}条`,
  owner: index % 2 ? 'user-admin' : 'user-staff',
  company: ['org-company', 'org-rd'],
}));

/** The server as it answers: the page with the names of the ids its pickers hold, and the pickers' own routes. */
function server() {
  return fakeTransport((request) => {
    if (request.url === LIST_URL)
      return {
        ...paged(ROWS),
        names: {
          user: USERS,
          organize: { 'org-company': '示例科技有限公司', 'org-rd': '研发部' },
        },
      };
    if (request.url === USERS_URL) {
      const ids = (request.data as { userId: string[] }).userId;
      return { list: ids.map((id) => ({ id, fullName: USERS[id] ?? id })) };
    }
    if (request.url === ORGANIZE_URL) return { list: TREE };
    return null;
  });
}

describe('picker cells of a list', { timeout: UI_TEST_TIMEOUT }, () => {
  it('names the users and organisations of a whole page with at most one request per kind', async () => {
    const fake = server();
    renderWithRuntime(
      <ListRenderer list={list} form={form} endpoints={endpoints} menuId="menu-1" />,
      fake.transport,
    );
    await screen.findByText('第20条');
    await waitFor(() => expect(screen.getAllByText('张三/staff')).toHaveLength(10));
    expect(screen.getAllByText('管理员/admin')).toHaveLength(10);
    expect(screen.getAllByText('研发部')).toHaveLength(20);
    expect(screen.queryByText(/user-|org-/)).toBeNull();
    expect(fake.matching('POST', LIST_URL)).toHaveLength(1);
    expect(fake.matching('POST', USERS_URL).length).toBeLessThanOrEqual(1);
    expect(fake.matching('GET', ORGANIZE_URL).length).toBeLessThanOrEqual(1);
  });

  it('asks the picker itself for a name the page did not answer', async () => {
    const fake = fakeTransport((request) => {
      if (request.url === LIST_URL) return paged(ROWS.slice(0, 1));
      if (request.url === USERS_URL) return { list: [{ id: 'user-staff', fullName: '张三/staff' }] };
      if (request.url === ORGANIZE_URL) return { list: TREE };
      return null;
    });
    renderWithRuntime(
      <ListRenderer list={list} form={form} endpoints={endpoints} menuId="menu-1" />,
      fake.transport,
    );
    expect(await screen.findByText('张三/staff')).toBeTruthy();
    expect(await screen.findByText('研发部')).toBeTruthy();
    expect(fake.matching('POST', USERS_URL)).toHaveLength(1);
  });
});

describe('relation picker cells of a list', { timeout: UI_TEST_TIMEOUT }, () => {
  const relationForm: FormSchema = {
    ...form,
    fields: [
      { jnpfKey: 'input', vModel: 'title', label: '标题' },
      {
        jnpfKey: 'relationForm',
        vModel: 'related',
        label: '关联申请',
        props: { modelId: 'model-2', relationField: 'applicant' },
      },
      {
        jnpfKey: 'popupSelect',
        vModel: 'city',
        label: '城市',
        props: { interfaceId: 'interface-cities', propsValue: 'id', relationField: 'fullName' },
      },
    ],
  };
  const relationList: ListSchema = {
    ...list,
    columnList: [
      { label: '标题', prop: 'title', jnpfKey: 'input' },
      { label: '关联申请', prop: 'related', jnpfKey: 'relationForm' },
      { label: '城市', prop: 'city', jnpfKey: 'popupSelect' },
    ],
  };
  const sourceOf = (vModel: string) =>
    relationSourceOf(relationForm.fields.find((field) => field.vModel === vModel) as FieldSchema) as string;
  const rows = Array.from({ length: 20 }, (_, index) => ({
    id: `r${index + 1}`,
    title: `第${index + 1}条`,
    related: index % 2 ? 'rec-b' : 'rec-a',
    city: 'shanghai',
  }));

  it('shows what each relation picker shows from the page’s names, asking nothing per row', async () => {
    const fake = fakeTransport((request) => {
      if (request.url === LIST_URL)
        return {
          ...paged(rows),
          names: {
            relations: {
              [sourceOf('related')]: { 'rec-a': '李四', 'rec-b': '王五' },
              [sourceOf('city')]: { shanghai: '上海' },
            },
          },
        };
      return null;
    });
    renderWithRuntime(
      <ListRenderer list={relationList} form={relationForm} endpoints={endpoints} menuId="menu-1" />,
      fake.transport,
    );
    await screen.findByText('第20条');
    expect(screen.getAllByText('李四')).toHaveLength(10);
    expect(screen.getAllByText('王五')).toHaveLength(10);
    expect(screen.getAllByText('上海')).toHaveLength(20);
    expect(screen.queryByText(/rec-|shanghai/)).toBeNull();
    // No record or interface row asked for by a cell: the page's one request named them all.
    expect(fake.matching('POST', LIST_URL)).toHaveLength(1);
    expect(fake.requests.filter((request) => /DataChange|DataInterface/.test(request.url))).toEqual([]);
  });
});
