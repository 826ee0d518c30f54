import type { FormSchema, ListSchema, PageSchema } from '@formwork/schema';
import { defaultListSchema, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  fakeTransport,
  paged,
  queryButton,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../list/testing/fake-transport.js';
import { TransportError } from '../transport/transport.js';
import { PageRenderer } from './PageRenderer.js';

const BASE = '/api/visualdev/OnlineDev/model-1';
const form: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [
    { jnpfKey: 'input', vModel: 'applicant', label: '申请人', required: true },
    { jnpfKey: 'input', vModel: 'phone', label: '联系电话' },
  ],
};
const list: ListSchema = {
  ...defaultListSchema,
  columnList: [{ label: '申请人', prop: 'applicant' }],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'detail', label: '详情' },
  ],
};
const schema: PageSchema = {
  version: 1,
  kind: 'page',
  title: '请假',
  list,
  form,
  endpoints: onlineDevEndpoints('model-1'),
};

function setup(write: (data: unknown) => unknown = () => null, page: PageSchema = schema) {
  const fake = fakeTransport((request) => {
    if (request.url === `${BASE}/List`) return paged([{ id: 'r1', applicant: '张三' }]);
    if (request.method === 'GET' && request.url === `${BASE}/r1`) {
      return {
        id: 'r1',
        data: JSON.stringify({ applicant: '张三', phone: '13800138000' }),
        retired: [{ vModel: 'reason', label: '事由', value: '看病' }],
      };
    }
    if (request.method === 'POST' && request.url === BASE) return write(request.data);
    if (request.method === 'PUT') return write(request.data);
    return null;
  });
  renderWithRuntime(<PageRenderer schema={page} menuId="menu-1" />, fake.transport);
  const listCalls = () => fake.matching('POST', `${BASE}/List`).length;
  return { ...fake, listCalls };
}

const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const fieldOf = (dialog: HTMLElement, label: string) => {
  const item = within(dialog)
    .getByText(label, { selector: 'label' })
    .closest('.ant-form-item') as HTMLElement;
  return item.querySelector('input') as HTMLInputElement;
};
const gone = (title: string) =>
  waitFor(() => expect(screen.queryByText(title, { selector: '.ant-modal-title' })).toBeNull());

describe('PageRenderer', { timeout: UI_TEST_TIMEOUT }, () => {
  it('opens the form titled 新建 and saves a new record as JSON text, then reloads the list', async () => {
    const { matching, listCalls } = setup();
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    const dialog = await dialogTitled('新建');
    fireEvent.change(fieldOf(dialog, '申请人'), { target: { value: '李四' } });
    const before = listCalls();
    fireEvent.click(button('确定', dialog));
    expect(await screen.findByText('新建成功')).toBeTruthy();
    await gone('新建');
    expect(matching('POST', BASE)[0]?.data).toEqual({ data: JSON.stringify({ applicant: '李四' }) });
    await waitFor(() => expect(listCalls()).toBe(before + 1));
  });

  it('sends a save once however often 确定 is pressed while it is under way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { matching } = setup(() => new Promise((resolve) => (answer = resolve)));
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    const dialog = await dialogTitled('新建');
    fireEvent.change(fieldOf(dialog, '申请人'), { target: { value: '李四' } });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(matching('POST', BASE)).toHaveLength(1));
    expect(button('确定', dialog).className).toContain('ant-btn-loading');
    fireEvent.click(button('确定', dialog));
    answer(null);
    await gone('新建');
    expect(matching('POST', BASE)).toHaveLength(1);
  });

  it('keeps the dialog open with the values and shows the field message of a refused save', async () => {
    const refuse = () => {
      throw new TransportError(400, '申请人已存在', {
        problems: [{ field: 'applicant', message: '申请人已存在' }],
      });
    };
    setup(refuse);
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    const dialog = await dialogTitled('新建');
    fireEvent.change(fieldOf(dialog, '申请人'), { target: { value: '张三' } });
    fireEvent.click(button('确定', dialog));
    expect(await within(dialog).findByText('申请人已存在')).toBeTruthy();
    expect(screen.getByText('新建', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(fieldOf(dialog, '申请人').value).toBe('张三');
  });

  it('does not send a form that fails its own checks', async () => {
    const { matching } = setup();
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    const dialog = await dialogTitled('新建');
    fireEvent.click(button('确定', dialog));
    expect(await within(dialog).findByText('不能为空')).toBeTruthy();
    expect(matching('POST', BASE)).toHaveLength(0);
  });

  it('edits the stored record and saves it with PUT', async () => {
    const { matching } = setup();
    fireEvent.click(button('编辑', (await screen.findByText('张三')).closest('tr') as HTMLElement));
    const dialog = await dialogTitled('编辑');
    await waitFor(() => expect(fieldOf(dialog, '联系电话').value).toBe('13800138000'));
    // Values of removed fields are for reading only: not in the edit form.
    expect(within(dialog).queryByRole('region', { name: '已不在表单中的字段' })).toBeNull();
    fireEvent.change(fieldOf(dialog, '联系电话'), { target: { value: '13900139000' } });
    fireEvent.click(button('确定', dialog));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    const [put] = matching('PUT', `${BASE}/r1`);
    const { data } = (put?.data ?? {}) as { data?: string };
    const sent = JSON.parse(data ?? '{}');
    expect(sent).toMatchObject({ applicant: '张三', phone: '13900139000' });
    expect(sent).not.toHaveProperty('reason');
  });

  it('shows a record read-only in 详情 with one button to close', async () => {
    setup();
    fireEvent.click(button('详情', (await screen.findByText('张三')).closest('tr') as HTMLElement));
    const dialog = await dialogTitled('详情');
    expect(await within(dialog).findByText('13800138000')).toBeTruthy();
    // A value of a field a later release removed, apart under the form.
    const retired = within(dialog).getByRole('region', { name: '已不在表单中的字段' });
    expect(within(retired).getByText('事由')).toBeTruthy();
    expect(within(retired).getByText('看病')).toBeTruthy();
    expect(queryButton('确定', dialog)).toBeNull();
    expect(queryButton('取消', dialog)).toBeNull();
    fireEvent.click(button('关闭', dialog));
    await gone('详情');
  });

  it('asks before closing a changed form, by 取消 or by Escape', async () => {
    setup();
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    const dialog = await dialogTitled('新建');
    fireEvent.change(fieldOf(dialog, '申请人'), { target: { value: '王五' } });

    fireEvent.click(button('取消', dialog));
    const question = (await screen.findByText('表单内容尚未保存, 确定关闭吗?')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(button('取消', question));
    await waitFor(() => expect(screen.queryByText('表单内容尚未保存, 确定关闭吗?')).toBeNull());
    expect(fieldOf(dialog, '申请人').value).toBe('王五');

    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    const again = (await screen.findByText('表单内容尚未保存, 确定关闭吗?')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(button('确定', again));
    await gone('新建');
  });

  it('opens the form in a drawer of the form width when the form asks for one', async () => {
    const settings = { popupType: 'drawer' as const, popupWidth: '600px', confirmButtonText: '保存' };
    setup(undefined, { ...schema, form: { ...form, settings } });
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    const title = await screen.findByText('新建', { selector: '.ant-drawer-title' });
    const drawer = title.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(drawer.style.width).toBe('600px');
    expect(button('保存', drawer)).toBeTruthy();
  });

  it('closes an untouched form at once', async () => {
    setup();
    await screen.findByText('张三');
    fireEvent.click(button('新增'));
    fireEvent.click(button('取消', await dialogTitled('新建')));
    await gone('新建');
    expect(screen.queryByText('表单内容尚未保存, 确定关闭吗?')).toBeNull();
  });
});
