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

function setup(list = printing) {
  const fake = fakeTransport((request) => {
    if (request.url === LIST_URL) return paged(rows, rows.length);
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
  it('prints the checked rows with the list’s first template, in a frame that runs no script', async () => {
    const printed = printedFrames();
    const fake = setup();
    await screen.findByText('李四');
    const checkbox = screen.getByText('李四').closest('tr')?.querySelector('input[type="checkbox"]');
    fireEvent.click(checkbox as Element);
    fireEvent.click(button('批量打印'));
    await waitFor(() => expect(fake.matching('GET', PRINT_URL)).toHaveLength(1));
    expect(fake.matching('GET', PRINT_URL)[0]?.params).toEqual({ id: 'tpl-1', formId: 'r2' });
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

  it('asks for a row when none is checked', async () => {
    const fake = setup();
    await screen.findByText('李四');
    fireEvent.click(button('批量打印'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    expect(fake.matching('GET', PRINT_URL)).toHaveLength(0);
  });

  it('is not offered without a template', async () => {
    setup({ ...printing, printIds: [] });
    await screen.findByText('李四');
    expect(screen.queryByText('批量打印')).toBeNull();
  });
});
