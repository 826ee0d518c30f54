import type { PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, fakeTransport, renderWithRuntime, UI_TEST_TIMEOUT } from '../list/testing/fake-transport.js';
import { PageRenderer } from './PageRenderer.js';

const BASE = '/api/system/ModuleButton';

/** A menu entry's buttons: a page shown inside another, opened with the entry's id. */
const buttons: PageSchema = {
  version: 1,
  kind: 'page',
  title: '按钮权限',
  params: ['moduleId'],
  list: {
    ...defaultListSchema,
    hasPage: false,
    columnList: [{ label: '名称', prop: 'fullName' }],
    btnsList: [{ value: 'add', label: '新建' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }],
  },
  form: {
    version: 1,
    kind: 'form',
    settings: {},
    fields: [{ jnpfKey: 'input', vModel: 'fullName', label: '名称', required: true }],
  },
  endpoints: {
    list: { method: 'GET', url: `${BASE}/{moduleId}/List`, filters: 'params' },
    get: { method: 'GET', url: `${BASE}/{dataId}` },
    create: { method: 'POST', url: BASE },
    update: { method: 'PUT', url: `${BASE}/{dataId}` },
  },
  actions: [
    {
      id: 'batch',
      label: '批量新增',
      place: 'toolbar',
      run: {
        kind: 'form',
        form: {
          version: 1,
          kind: 'form',
          settings: {},
          fields: [{ jnpfKey: 'textarea', vModel: 'buttonJson', label: '按钮 JSON', required: true }],
        },
        endpoint: { method: 'POST', url: `${BASE}/Actions/Batch` },
        values: { moduleId: '{moduleId}', source: 'pasted' },
      },
    },
  ],
};

function setup(params: Record<string, string>) {
  const fake = fakeTransport((request) => {
    if (request.method === 'GET' && request.url === `${BASE}/menu%2F1/List`)
      return { list: [{ id: 'b1', fullName: '新增' }] };
    if (request.method === 'GET' && request.url === `${BASE}/b1`) return { id: 'b1', fullName: '新增' };
    return null;
  });
  renderWithRuntime(<PageRenderer schema={buttons} menuId="menu-admin" params={params} />, fake.transport);
  return fake;
}

const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const nameInput = (dialog: HTMLElement) =>
  within(dialog)
    .getByText('名称', { selector: 'label' })
    .closest('.ant-form-item')
    ?.querySelector('input') as HTMLInputElement;

describe('a page opened with params', { timeout: UI_TEST_TIMEOUT }, () => {
  it('lists what belongs to the value it was given, the value put into the address', async () => {
    setup({ moduleId: 'menu/1', other: 'ignored' });
    expect(await screen.findByText('新增')).toBeTruthy();
  });

  it('sends the value in the body of a create and of an update', async () => {
    const { matching } = setup({ moduleId: 'menu/1' });
    await screen.findByText('新增');
    fireEvent.click(button('新建'));
    const created = await dialogTitled('新建');
    fireEvent.change(nameInput(created), { target: { value: '导出' } });
    fireEvent.click(button('确定', created));
    await waitFor(() => expect(matching('POST', BASE)).toHaveLength(1));
    expect(matching('POST', BASE)[0]?.data).toEqual({ fullName: '导出', moduleId: 'menu/1' });

    fireEvent.click(button('编辑'));
    const edited = await dialogTitled('编辑');
    await waitFor(() => expect(nameInput(edited).value).toBe('新增'));
    fireEvent.click(button('确定', edited));
    await waitFor(() => expect(matching('PUT', `${BASE}/b1`)).toHaveLength(1));
    expect(matching('PUT', `${BASE}/b1`)[0]?.data).toEqual({ fullName: '新增', moduleId: 'menu/1' });
  });

  it('puts the value, as it is, into the constant values a form action sends', async () => {
    const { matching } = setup({ moduleId: 'menu/1' });
    await screen.findByText('新增');
    fireEvent.click(button('批量新增'));
    const dialog = await dialogTitled('批量新增');
    const text = within(dialog).getByRole('textbox');
    fireEvent.change(text, { target: { value: '[]' } });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(matching('POST', `${BASE}/Actions/Batch`)).toHaveLength(1));
    expect(matching('POST', `${BASE}/Actions/Batch`)[0]?.data).toEqual({
      moduleId: 'menu/1',
      source: 'pasted',
      buttonJson: '[]',
    });
  });
});
