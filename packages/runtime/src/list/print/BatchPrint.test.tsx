import { leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListRenderer } from '../ListRenderer.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../testing/fake-transport.js';

const endpoints = onlineDevEndpoints('model-1');
const LIST_URL = '/api/visualdev/OnlineDev/model-1/List';
const PRINT_URL = '/api/system/printDev/BatchData';
const OPTIONS_URL = '/api/system/printDev/getListOptions';
/** The enabled templates as the server answers them: tpl-3 is disabled, so it is not there. */
const TEMPLATES = [
  { id: 'tpl-1', fullName: '请假单' },
  { id: 'tpl-2', fullName: '请假条（简版）' },
];
const rows = [
  { id: 'r1', applicant: '张三', leaveType: 'sick', days: 2 },
  { id: 'r2', applicant: '李四', leaveType: 'annual', days: 0.5 },
];
const printing = {
  ...leaveRequestList,
  btnsList: [...leaveRequestList.btnsList, { value: 'batchPrint' as const, label: '' }],
  printIds: ['tpl-1'],
};

const frameWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
afterEach(() => {
  if (frameWindow) Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', frameWindow);
});

/** Records each frame printed instead of opening a dialog (which jsdom has not). */
function printedFrames(): Array<Window | null> {
  const printed: Array<Window | null> = [];
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      const inner = frameWindow?.get?.call(this) as Window | null;
      if (inner) {
        inner.focus = () => undefined;
        inner.print = () => printed.push(inner);
      }
      return inner;
    },
  });
  return printed;
}

async function checkRow(text: string) {
  await screen.findByText(text);
  const checkbox = screen.getByText(text).closest('tr')?.querySelector('input[type="checkbox"]');
  fireEvent.click(checkbox as Element);
}

/** The open 请选择打印模板 dialog. */
const chooser = () =>
  waitFor(() => {
    const found = screen.getByText('请选择打印模板').closest<HTMLElement>('.ant-modal');
    if (!found) throw new Error('no chooser');
    return found;
  });

const radioNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-radio-wrapper')].map((label) => label.textContent?.trim());

function setup(list = printing, templates = TEMPLATES) {
  const fake = fakeTransport((request) => {
    if (request.url === LIST_URL) return paged(rows, rows.length);
    if (request.url === OPTIONS_URL) {
      const ids = (request.data as { ids: string[] }).ids;
      return templates.filter((template) => ids.includes(template.id));
    }
    if (request.url === PRINT_URL)
      return [
        {
          id: 'r2',
          html: '<p>李四</p><img src=x onerror="alert(1)">',
          pageParam: { width: 148, height: 210 },
        },
      ];
    return null;
  });
  renderWithRuntime(
    <ListRenderer list={list} form={leaveRequestForm} endpoints={endpoints} menuId="menu-1" />,
    fake.transport,
  );
  return fake;
}

describe('the batchPrint button', { timeout: UI_TEST_TIMEOUT }, () => {
  it('prints the checked rows with the list’s only template, without asking, in a frame that runs no script', async () => {
    const printed = printedFrames();
    const fake = setup();
    await screen.findByText('李四');
    const checkbox = screen.getByText('李四').closest('tr')?.querySelector('input[type="checkbox"]');
    fireEvent.click(checkbox as Element);
    fireEvent.click(button('批量打印'));
    await waitFor(() => expect(fake.matching('GET', PRINT_URL)).toHaveLength(1));
    expect(fake.matching('POST', OPTIONS_URL)[0]?.data).toEqual({ ids: ['tpl-1'] });
    expect(fake.matching('GET', PRINT_URL)[0]?.params).toEqual({ id: 'tpl-1', formId: 'r2' });
    expect(screen.queryByText('请选择打印模板')).toBeNull();
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe.fw-print-frame');
      if (!found) throw new Error('no frame');
      return found;
    });
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    expect(frame.srcdoc).toContain('<p>李四</p>');
    expect(frame.srcdoc).toContain('size: 148mm 210mm');
    expect(frame.srcdoc).not.toContain('onerror');
    await waitFor(() => expect(printed).toHaveLength(1));
  });

  it('asks which template when the list names several, and prints with the one chosen', async () => {
    const printed = printedFrames();
    const fake = setup({ ...printing, printIds: ['tpl-1', 'tpl-2', 'tpl-3'] });
    await checkRow('李四');
    fireEvent.click(button('批量打印'));
    const dialog = await chooser();
    // The disabled template is not offered.
    expect(radioNames(dialog)).toEqual(['请假单', '请假条（简版）']);
    expect(fake.matching('GET', PRINT_URL)).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: '请假条（简版）' }));
    fireEvent.click(button('打印', dialog));
    await waitFor(() => expect(fake.matching('GET', PRINT_URL)).toHaveLength(1));
    expect(fake.matching('GET', PRINT_URL)[0]?.params).toEqual({ id: 'tpl-2', formId: 'r2' });
    await waitFor(() => expect(printed).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('radio', { name: '请假单' })).toBeNull());
  });

  it('prints with the chosen template on Enter, and not at all when the dialog is cancelled', async () => {
    printedFrames();
    const fake = setup({ ...printing, printIds: ['tpl-1', 'tpl-2'] });
    await checkRow('李四');
    fireEvent.click(button('批量打印'));
    let dialog = await chooser();
    fireEvent.click(button('取消', dialog));
    await waitFor(() => expect(screen.queryByRole('radio', { name: '请假单' })).toBeNull());
    expect(fake.matching('GET', PRINT_URL)).toHaveLength(0);

    fireEvent.click(button('批量打印'));
    dialog = await chooser();
    const first = screen.getByRole('radio', { name: '请假单' }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    fireEvent.keyDown(first, { key: 'Enter' });
    await waitFor(() => expect(fake.matching('GET', PRINT_URL)).toHaveLength(1));
    expect(fake.matching('GET', PRINT_URL)[0]?.params).toEqual({ id: 'tpl-1', formId: 'r2' });
  });

  it('prints without asking when only one of the named templates is still enabled', async () => {
    printedFrames();
    const fake = setup({ ...printing, printIds: ['tpl-2', 'tpl-3'] });
    await checkRow('李四');
    fireEvent.click(button('批量打印'));
    await waitFor(() => expect(fake.matching('GET', PRINT_URL)).toHaveLength(1));
    expect(fake.matching('GET', PRINT_URL)[0]?.params).toEqual({ id: 'tpl-2', formId: 'r2' });
    expect(screen.queryByText('请选择打印模板')).toBeNull();
  });

  it('says so when every named template was disabled or deleted', async () => {
    const fake = setup({ ...printing, printIds: ['tpl-3', 'gone'] });
    await checkRow('李四');
    fireEvent.click(button('批量打印'));
    expect(await screen.findByText('没有可用的打印模板：列表的打印模板已停用或删除')).toBeTruthy();
    expect(screen.queryByText('请选择打印模板')).toBeNull();
    expect(fake.matching('GET', PRINT_URL)).toHaveLength(0);
  });

  it('asks for a row when none is checked', async () => {
    const fake = setup();
    await screen.findByText('李四');
    fireEvent.click(button('批量打印'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    expect(fake.matching('GET', PRINT_URL)).toHaveLength(0);
    expect(fake.matching('POST', OPTIONS_URL)).toHaveLength(0);
  });

  it('is not offered without a template', async () => {
    setup({ ...printing, printIds: [] });
    await screen.findByText('李四');
    expect(screen.queryByText('批量打印')).toBeNull();
  });
});
