import { describe, expect, it } from 'vitest';
import { defaultListSchema } from '../list/types.js';
import { onlineDevEndpoints, type PageSchema } from './types.js';
import { validatePage } from './validate-page.js';

const page: PageSchema = {
  version: 1,
  kind: 'page',
  title: 'role.title',
  list: { ...defaultListSchema, columnList: [{ label: 'role.state', prop: 'enabledMark' }] },
  form: {
    version: 1,
    kind: 'form',
    settings: {},
    fields: [{ jnpfKey: 'input', vModel: 'fullName', label: 'role.fullName', required: true }],
  },
  endpoints: { list: { method: 'GET', url: '/api/permission/Role', filters: 'params' } },
  tree: { endpoint: { method: 'GET', url: '/api/tree' }, param: 'organizeId', selectFirst: true },
  actions: [
    {
      id: 'state',
      label: 'role.state',
      place: 'row',
      when: { field: 'enCode', op: 'neq', value: 'admin' },
      run: {
        kind: 'switch',
        field: 'enabledMark',
        endpoint: { method: 'PUT', url: '/api/permission/Role/{dataId}/Actions/State' },
        confirm: { on: 'role.enable', off: 'role.disable' },
      },
    },
  ],
  messages: {
    zh: { role: { title: '角色', state: '状态', fullName: '名称', enable: '启用?', disable: '禁用?' } },
    zhtw: { role: { title: '角色', state: '狀態', fullName: '名稱', enable: '啟用?', disable: '禁用?' } },
    en: { role: { title: 'Roles', state: 'State', fullName: 'Name', enable: 'On?', disable: 'Off?' } },
  },
};

const paths = (value: unknown) => validatePage(value).map((problem) => problem.path);

describe('validatePage', () => {
  it('accepts a valid page, and the online-dev pages as they are built', () => {
    expect(validatePage(page)).toEqual([]);
    expect(
      validatePage({
        ...page,
        tree: undefined,
        messages: undefined,
        actions: undefined,
        endpoints: onlineDevEndpoints('m'),
      }),
    ).toEqual([]);
  });

  it('finds problems in the list and the forms by their own meta-schemas', () => {
    const bad = {
      ...page,
      list: { ...page.list, type: 9 },
      form: { ...page.form, fields: [{ jnpfKey: 'input', label: 'x' }] },
    };
    expect(paths(bad)).toEqual(expect.arrayContaining(['list.type', 'form.fields.0.vModel']));
  });

  it('refuses a misspelt property, an unknown action kind and a switch off the list', () => {
    const [action] = page.actions ?? [];
    const bad = {
      ...page,
      tree: { ...page.tree, parma: 'x' },
      actions: [
        { ...action, run: { kind: 'switch', field: 'state', endpoint: { method: 'PUT', url: '/x' } } },
        { ...action, id: 'two', run: { kind: 'teleport' } },
        {
          ...action,
          id: 'two',
          run: { kind: 'download', endpoint: { method: 'GET', url: '/t', confrim: 'x' } },
        },
      ],
    };
    const found = validatePage(bad);
    expect(found.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        'tree',
        'actions.0.run.field',
        'actions.1.run.kind',
        'actions.2.id',
        'actions.2.run.endpoint',
      ]),
    );
    expect(found.find((problem) => problem.path === 'actions.0.run.field')?.message).toContain('"state"');
  });

  it('takes how fields travel, for the page form and a form action, and only for their fields', () => {
    const passwordForm = {
      ...page.form,
      fields: [{ jnpfKey: 'input', vModel: 'userPassword', label: 'role.fullName' }],
    };
    const reset = {
      id: 'reset',
      label: 'role.state',
      place: 'row',
      run: {
        kind: 'form',
        form: passwordForm,
        endpoint: { method: 'POST', url: '/reset/{dataId}' },
        wire: { userPassword: 'md5' },
      },
    };
    expect(validatePage({ ...page, wire: { fullName: 'commaText' }, actions: [reset] })).toEqual([]);
    const details = {
      ...page,
      form: {
        ...page.form,
        fields: [{ jnpfKey: 'input', vModel: 'propertyJson.shortName', label: 'role.fullName' }],
      },
      wire: { propertyJson: 'jsonText' },
    };
    expect(validatePage(details)).toEqual([]);
    const bad = {
      ...page,
      wire: { fullName: 'csv', roleId: 'commaText' },
      actions: [{ ...reset, run: { ...reset.run, wire: { password: 'md5' } } }],
    };
    expect(paths(bad)).toEqual(
      expect.arrayContaining(['wire.fullName', 'wire.roleId', 'actions.0.run.wire.password']),
    );
  });

  it('takes option sources with a top choice, a condition and lazy children, and nothing misspelt', () => {
    const source = {
      endpoint: { method: 'GET', url: '/api/items/{typeId}/Selector/{dataId}' },
      top: { value: '0', label: 'role.fullName' },
      when: { field: 'isTree', op: 'eq', value: 1 },
      children: { method: 'GET', url: '/api/items/{nodeId}/Selector/{dataId}' },
      label: { method: 'GET', url: '/api/items/{value}/Info' },
    } as const;
    expect(validatePage({ ...page, formOptions: { fullName: source } })).toEqual([]);
    const where = (value: unknown) => [...new Set(paths(value))];
    expect(where({ ...page, formOptions: { fullName: { ...source, chidlren: source.children } } })).toEqual([
      'formOptions.fullName',
    ]);
    expect(where({ ...page, formOptions: { fullName: { ...source, top: { value: '0' } } } })).toContain(
      'formOptions.fullName.top.label',
    );
    expect(where({ ...page, formOptions: { fullName: { method: 'GET' } } })).toContain(
      'formOptions.fullName.url',
    );
  });

  it('takes the names of the values a page is opened with, as names only', () => {
    expect(validatePage({ ...page, params: ['moduleId'] })).toEqual([]);
    expect(paths({ ...page, params: ['module id'] })).toEqual(['params.0']);
    expect(paths({ ...page, params: ['moduleId', 'moduleId'] })).toEqual(['params']);
  });

  it('wants every language to word the keys Chinese words', () => {
    const messages = { ...page.messages, en: { role: { title: 'Roles', extra: 'x' } } };
    const found = validatePage({ ...page, messages }).map((problem) => problem.message);
    expect(found).toEqual(
      expect.arrayContaining(['no words for "role.state"', '"role.extra" has no Chinese words']),
    );
  });
});
