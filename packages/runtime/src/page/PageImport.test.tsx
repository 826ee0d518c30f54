import type { PageSchema } from '@formwork/schema';
import { defaultListSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../list/testing/fake-transport.js';
import { PageRenderer } from './PageRenderer.js';

const BASE = '/api/permission/Users';

const page: PageSchema = {
  version: 1,
  kind: 'page',
  title: '用户',
  form: { version: 1, kind: 'form', settings: {}, fields: [] },
  list: { ...defaultListSchema, columnList: [{ label: '账户', prop: 'account' }] },
  endpoints: { list: { method: 'GET', url: BASE, filters: 'params' } },
  actions: [
    {
      id: 'import',
      label: '导入',
      place: 'toolbar',
      run: {
        kind: 'import',
        upload: { method: 'POST', url: `${BASE}/Uploader` },
        preview: { method: 'GET', url: `${BASE}/ImportPreview` },
        commit: { method: 'POST', url: `${BASE}/ImportData` },
        refused: { method: 'POST', url: `${BASE}/ExportExceptionData` },
        template: { method: 'GET', url: `${BASE}/TemplateDownload` },
        columns: [
          { prop: 'account', label: '账户' },
          { prop: 'realName', label: '姓名' },
        ],
      },
    },
    {
      id: 'export',
      label: '导出',
      place: 'toolbar',
      run: {
        kind: 'export',
        endpoint: { method: 'GET', url: `${BASE}/ExportExcel` },
        fields: [
          { prop: 'account', label: '账户' },
          { prop: 'realName', label: '姓名' },
          { prop: 'email', label: '电子邮箱' },
        ],
      },
    },
    {
      id: 'template',
      label: '模板下载',
      place: 'toolbar',
      run: { kind: 'download', endpoint: { method: 'GET', url: `${BASE}/TemplateDownload` } },
    },
  ],
};

const link = (name: string) => ({ name, url: `/api/file/Download/temp/${name}` });

function setup() {
  const fake = fakeTransport((request) => {
    if (request.method === 'GET' && request.url === BASE) return paged([{ id: 'u1', account: 'lisi' }]);
    if (request.url === `${BASE}/Uploader`) return { name: 'stored-users.xlsx' };
    if (request.url === `${BASE}/ImportPreview`)
      return {
        dataRow: [
          { account: 'wangwu', realName: '王五' },
          { account: 'lisi', realName: '李四', errorsInfo: '账户已存在' },
        ],
      };
    if (request.url === `${BASE}/ImportData`)
      return {
        snum: 1,
        fnum: 1,
        resultType: 1,
        failResult: [{ account: 'lisi', realName: '李四', errorsInfo: '账户已存在' }],
      };
    if (request.url === `${BASE}/ExportExceptionData`) return link('refused.xlsx');
    if (request.url === `${BASE}/TemplateDownload`) return link('template.xlsx');
    if (request.url === `${BASE}/ExportExcel`) return link('users.xlsx');
    return null;
  });
  renderWithRuntime(<PageRenderer schema={page} menuId="menu-1" />, fake.transport);
  const listCalls = () => fake.matching('GET', BASE).length;
  return { ...fake, listCalls };
}

const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

/** Where each download went: the anchors the page clicked. */
function downloads() {
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => click.mock.contexts.map((anchor) => (anchor as HTMLAnchorElement).download);
}

afterEach(() => vi.restoreAllMocks());

describe('page file actions', { timeout: UI_TEST_TIMEOUT }, () => {
  it('imports a file: previews its rows with their problems, then shows the counts and the refused rows', async () => {
    const downloaded = downloads();
    const { matching, listCalls } = setup();
    await screen.findByText('lisi');
    fireEvent.click(button('导入'));
    const dialog = await dialogTitled('导入');
    expect((button('下一步', dialog) as HTMLButtonElement).disabled).toBe(true);

    const file = new File(['x'], 'users.xlsx');
    fireEvent.change(within(dialog).getByTestId('page-import-input'), { target: { files: [file] } });
    expect(await within(dialog).findByText('users.xlsx')).toBeTruthy();
    const [sent] = matching('POST', `${BASE}/Uploader`);
    expect((sent?.data as FormData | undefined)?.get('file')).toBeInstanceOf(File);

    fireEvent.click(button('下载模板', dialog));
    await waitFor(() => expect(downloaded()).toContain('template.xlsx'));

    fireEvent.click(button('下一步', dialog));
    expect(await within(dialog).findByText('王五')).toBeTruthy();
    expect(matching('GET', `${BASE}/ImportPreview`)[0]?.params).toEqual({ fileName: 'stored-users.xlsx' });
    expect(within(dialog).getByText('账户已存在')).toBeTruthy();

    const before = listCalls();
    fireEvent.click(button('下一步', dialog));
    expect(await within(dialog).findByText('正常数量条数：1条')).toBeTruthy();
    expect(within(dialog).getByText('异常数量条数：1条')).toBeTruthy();
    expect(matching('POST', `${BASE}/ImportData`)[0]?.data).toEqual({
      list: [
        { account: 'wangwu', realName: '王五' },
        { account: 'lisi', realName: '李四', errorsInfo: '账户已存在' },
      ],
    });
    expect(within(dialog).getByText('账户已存在')).toBeTruthy();

    fireEvent.click(button('导出异常数据', dialog));
    await waitFor(() => expect(downloaded()).toContain('refused.xlsx'));
    expect(matching('POST', `${BASE}/ExportExceptionData`)[0]?.data).toEqual({
      list: [{ account: 'lisi', realName: '李四', errorsInfo: '账户已存在' }],
    });

    fireEvent.click(button('关闭', dialog));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('leaves a previewed row out of the import when it is removed', async () => {
    const { matching } = setup();
    await screen.findByText('lisi');
    fireEvent.click(button('导入'));
    const dialog = await dialogTitled('导入');
    fireEvent.change(within(dialog).getByTestId('page-import-input'), {
      target: { files: [new File(['x'], 'users.xlsx')] },
    });
    await within(dialog).findByText('users.xlsx');
    // The upload's spinner has to end before the button takes a click, as a person would see.
    await waitFor(() => expect(button('下一步', dialog).classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(button('下一步', dialog));
    const refused = (await within(dialog).findByText('账户已存在')).closest('tr') as HTMLElement;
    fireEvent.click(button('删除', refused));
    await waitFor(() => expect(within(dialog).queryByText('账户已存在')).toBeNull());
    fireEvent.click(button('下一步', dialog));
    await waitFor(() => expect(matching('POST', `${BASE}/ImportData`)).toHaveLength(1));
    expect(matching('POST', `${BASE}/ImportData`)[0]?.data).toEqual({
      list: [{ account: 'wangwu', realName: '王五' }],
    });
  });

  it('exports the fields chosen in its dialog with the list query, comma-joined on GET', async () => {
    const downloaded = downloads();
    const { matching } = setup();
    await screen.findByText('lisi');
    fireEvent.click(button('导出'));
    const dialog = await dialogTitled('数据导出');
    fireEvent.click(within(dialog).getByLabelText('姓名'));
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(downloaded()).toContain('users.xlsx'));
    expect(matching('GET', `${BASE}/ExportExcel`)[0]?.params).toMatchObject({
      selectKey: 'account,email',
      dataType: 0,
      currentPage: 1,
      menuId: 'menu-1',
    });
  });

  it('downloads a template in one click', async () => {
    const downloaded = downloads();
    setup();
    await screen.findByText('lisi');
    fireEvent.click(button('模板下载'));
    await waitFor(() => expect(downloaded()).toEqual(['template.xlsx']));
  });
});
