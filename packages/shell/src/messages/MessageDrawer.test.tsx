import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { MessageBell } from '../header/HeaderActions.js';
import { useUnreadStore } from '../header/unread-store.js';
import { i18n } from '../i18n/i18n.js';
import { fakeServer } from '../testing/fake-server.js';
import { ok } from '../testing/fixtures.js';
import type { MessageItem } from './message-api.js';
import { inboxMessage, pagedInbox } from './test-messages.js';

// Each test draws antd tables, drawers and dialogs in jsdom, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderBell() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <MessageBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Role queries walk every antd node and crawl on a busy machine: labels and titles are faster.
const bellButton = () => screen.getByLabelText('站内消息', { selector: 'button' });
const findDrawer = async () =>
  (await screen.findByText('站内消息', { selector: '.ant-drawer-title' }, { timeout: 5000 })).closest(
    '.ant-drawer-content',
  ) as HTMLElement;

const location = () => screen.getByLabelText('location').textContent ?? '';

async function openDrawer() {
  fireEvent.click(bellButton());
  // The drawer is fetched on the first press.
  return findDrawer();
}

const inbox = (count: number, overrides: (index: number) => Partial<MessageItem> = () => ({})) =>
  Array.from({ length: count }, (_, index) => inboxMessage(`m${index + 1}`, overrides(index), index + 5));

// The bell fetches its drawer on the first press; fetched here once, no test waits for it.
beforeAll(async () => {
  await import('./MessageDrawer.js');
});

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useAppStore.setState({ language: 'zh' });
  useUnreadStore.setState({ unreadMessageCount: 0, unreadNoticeCount: 0, chatBlink: false });
});

describe('the message drawer', () => {
  it('opens from the bell, 280 px wide, listing the newest messages with their read state and age', async () => {
    fakeServer({
      'GET /api/message': pagedInbox([
        inboxMessage('a', { title: '系统升级通知' }, 5),
        inboxMessage('b', { title: '请假审批', type: 2, isRead: 1 }, 60 * 3),
      ]),
    });
    renderBell();
    const drawer = await openDrawer();
    const first = (await within(drawer).findByText('系统升级通知')).closest('button') as HTMLElement;
    expect(first.textContent).toContain('未读');
    expect(first.textContent).toContain('5分钟前');
    const second = within(drawer).getByText('请假审批').closest('button') as HTMLElement;
    expect(second.textContent).toContain('已读');
    expect(second.textContent).toContain('3小时前');
    expect((drawer.closest('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('280px');
    expect(location()).toBe('/home');
  });

  it('shows a message that arrives while it is open, at the top', async () => {
    const all = [inboxMessage('a', { title: '系统升级通知' }, 5)];
    fakeServer({ 'GET /api/message': pagedInbox(all) });
    useUnreadStore.setState({ unreadNoticeCount: 1 });
    renderBell();
    const drawer = await openDrawer();
    await within(drawer).findByText('系统升级通知');
    all.unshift(inboxMessage('b', { title: '停电通知' }, 0));
    // The socket's messagePush sets the new count.
    act(() => useUnreadStore.getState().setUnread({ unreadNoticeCount: 2 }));
    const newest = await within(drawer).findByText('停电通知');
    const titles = [...drawer.querySelectorAll('button')].map((button) => button.textContent ?? '');
    expect(titles.findIndex((text) => text.includes('停电通知'))).toBeLessThan(
      titles.findIndex((text) => text.includes('系统升级通知')),
    );
    expect(newest).toBeTruthy();
  });

  it('speaks English to an English reader', async () => {
    await i18n.changeLanguage('en');
    useAppStore.setState({ language: 'en' });
    fakeServer({
      'GET /api/message': pagedInbox([
        inboxMessage('a', { title: 'Upgrade tonight' }, 1),
        inboxMessage('b', { title: 'Leave request', type: 2, isRead: 1 }, 5),
        inboxMessage('c', { title: 'Old news', type: 3, isRead: 1 }, 60 * 24 * 8),
      ]),
    });
    renderBell();
    fireEvent.click(screen.getByLabelText('Messages', { selector: 'button' }));
    const drawer = (await screen.findByText('Messages', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer-content',
    ) as HTMLElement;
    const rowText = async (title: string) =>
      (await within(drawer).findByText(title)).closest('button')?.textContent;
    expect(await rowText('Upgrade tonight')).toContain('Unread');
    expect(await rowText('Upgrade tonight')).toContain('1 minute ago');
    expect(await rowText('Leave request')).toContain('5 minutes ago');
    expect(await rowText('Old news')).toContain('1 week ago');
    expect(within(drawer).getByText('Mark all read')).toBeTruthy();
    expect(within(drawer).getByText('Message Center')).toBeTruthy();
  });

  it('says so when there is nothing', async () => {
    fakeServer({ 'GET /api/message': pagedInbox([]) });
    renderBell();
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('暂无消息')).toBeTruthy();
  });

  it('asks for 20 at a time and fetches the next page only when scrolled within 200 px of the end', async () => {
    const server = fakeServer({ 'GET /api/message': pagedInbox(inbox(45)) });
    renderBell();
    const drawer = await openDrawer();
    await within(drawer).findByText('消息 m20');
    expect(within(drawer).queryByText('消息 m21')).toBeNull();
    const listCalls = () => server.calls.filter((call) => call.path === '/api/message');
    expect(listCalls().map((call) => call.query.get('pageSize'))).toEqual(['20']);

    const list = drawer.querySelector('section[aria-label="站内消息"]') as HTMLElement;
    Object.defineProperty(list, 'scrollHeight', { value: 1200, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 500, configurable: true });
    list.scrollTop = 400; // 300 px from the end: not yet
    fireEvent.scroll(list);
    expect(listCalls()).toHaveLength(1);

    list.scrollTop = 550; // 150 px from the end
    fireEvent.scroll(list);
    await within(drawer).findByText('消息 m40');
    expect(listCalls().map((call) => call.query.get('currentPage'))).toEqual(['1', '2']);

    Object.defineProperty(list, 'scrollHeight', { value: 2400, configurable: true });
    list.scrollTop = 1800;
    fireEvent.scroll(list);
    await within(drawer).findByText('消息 m45');
    // The last page was short: there is no fourth to ask for.
    fireEvent.scroll(list);
    expect(listCalls().map((call) => call.query.get('currentPage'))).toEqual(['1', '2', '3']);
    expect(within(drawer).getByText('没有更多了')).toBeTruthy();
  });

  it('marks all read after a warning confirmation, and the bell counts none', async () => {
    useUnreadStore.getState().setUnread({ unreadNoticeCount: 7, unreadMessageCount: 2 });
    const server = fakeServer({
      'GET /api/message': pagedInbox(inbox(3)),
      'POST /api/message/Actions/ReadAll': ok(undefined, '已全部标为已读'),
    });
    renderBell();
    const drawer = await openDrawer();
    await within(drawer).findByText('消息 m1');
    fireEvent.click(within(drawer).getByText('全部已读'));

    const question = await screen.findByText('您确定全部为已读状态, 是否继续?');
    const confirm = question.closest('.ant-modal') as HTMLElement;
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    expect(confirm.className).toContain('ant-modal-confirm-warning');
    expect(server.calls.some((call) => call.path === '/api/message/Actions/ReadAll')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(useUnreadStore.getState().unreadNoticeCount).toBe(0));
    expect(useUnreadStore.getState().unreadMessageCount).toBe(2);
    for (const row of within(drawer).getAllByRole('button', { name: /消息 m/ }))
      expect(row.textContent).toContain('已读');
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
  });

  it('goes to the message centre and closes', async () => {
    fakeServer({ 'GET /api/message': pagedInbox([]) });
    renderBell();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByText('消息中心'));
    expect(location()).toBe('/messageRecord');
    await waitFor(() => expect(drawer.closest('.ant-drawer-open')).toBeNull());
  });

  it('reads again from the first page each time it opens', async () => {
    const server = fakeServer({ 'GET /api/message': pagedInbox(inbox(2)) });
    renderBell();
    const drawer = await openDrawer();
    await within(drawer).findByText('消息 m1');
    fireEvent.click(drawer.querySelector('.ant-drawer-close') as HTMLElement);
    await act(async () => {
      fireEvent.click(bellButton());
    });
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/api/message')).toHaveLength(2));
    expect(server.calls.map((call) => call.query.get('currentPage'))).toEqual(['1', '1']);
  });
});
