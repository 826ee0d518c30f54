import { leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListRenderer } from '../ListRenderer.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../testing/fake-transport.js';

const SET_URL = '/api/permission/Authority/SetColumnsByModuleId';
const STORAGE_KEY = 'jnpf_columns_menu-1';

function setup(saved: unknown = null) {
  const fake = fakeTransport((request) => {
    if (request.url.endsWith('/List')) return paged([{ id: 'r1', applicant: '张三', days: 2 }]);
    if (request.url === '/api/permission/Authority/GetColumnsByModuleId/menu-1') return saved;
    return null;
  });
  renderWithRuntime(
    <ListRenderer
      list={leaveRequestList}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('m')}
      menuId="menu-1"
    />,
    fake.transport,
  );
  const lastSaved = () => {
    const body = fake.matching('PUT', SET_URL).at(-1)?.data as { moduleId: string; fieldList: string };
    return { moduleId: body.moduleId, fieldList: JSON.parse(body.fieldList) };
  };
  return { ...fake, lastSaved };
}

const headers = () =>
  Array.from(document.querySelectorAll('thead th'))
    .map((th) => th.textContent ?? '')
    .filter((text) => text && text !== '序号' && text !== '操作');

async function openDrawer() {
  await screen.findByText('张三');
  fireEvent.click(screen.getByLabelText('列设置'));
  return (await screen.findByText('列表显示设置')).closest('.ant-drawer-content') as HTMLElement;
}

/** jsdom lays nothing out; give each column of the drawer a 40 px row so drags can measure. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
    const top = index * 40;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      bottom: top + 40,
      right: 300,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    };
  });
}

describe('column settings', { timeout: UI_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the 320 px drawer with its header and restore link', async () => {
    setup();
    const drawer = await openDrawer();
    expect(within(drawer).getByText('表头设置')).toBeTruthy();
    expect(button('恢复默认', drawer)).toBeTruthy();
    expect((drawer.closest('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('320px');
  });

  it('hides a column and keeps the choice in local storage and on the server', async () => {
    const { lastSaved } = setup();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByLabelText('请假天数'));
    await waitFor(() => expect(headers()).toEqual(['申请人', '请假类型', '开始日期']));
    const expected = [
      { prop: 'applicant', visible: true },
      { prop: 'leaveType', visible: true },
      { prop: 'startDate', visible: true },
      { prop: 'days', visible: false },
    ];
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '')).toEqual(expected);
    expect(lastSaved()).toEqual({ moduleId: 'menu-1', fieldList: expected });
  });

  it('reorders with the keyboard and restores the default', async () => {
    const { lastSaved } = setup();
    const drawer = await openDrawer();
    layOutRows();
    const handle = within(drawer).getByLabelText('拖动 申请人');
    act(() => handle.focus());
    // The sensor listens for the next keys only from the tick after it started.
    const press = async (code: string) => {
      fireEvent.keyDown(handle, { code, key: code === 'Space' ? ' ' : code });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await press('Space');
    await press('ArrowDown');
    await press('Space');
    await waitFor(() => expect(headers()).toEqual(['请假类型', '申请人', '开始日期', '请假天数']));
    expect(lastSaved().fieldList.map((item: { prop: string }) => item.prop)).toEqual([
      'leaveType',
      'applicant',
      'startDate',
      'days',
    ]);

    fireEvent.click(button('恢复默认', drawer));
    await waitFor(() => expect(headers()).toEqual(['申请人', '请假类型', '开始日期', '请假天数']));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(lastSaved().fieldList.every((item: { visible: boolean }) => item.visible)).toBe(true);
  });

  it('applies the choices the server kept for this menu', async () => {
    setup({
      moduleId: 'menu-1',
      fieldList: JSON.stringify([
        { prop: 'days', visible: true },
        { prop: 'applicant', visible: false },
      ]),
    });
    await screen.findByText('2.0');
    await waitFor(() => expect(headers()).toEqual(['请假天数', '请假类型', '开始日期']));
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull();
  });
});
