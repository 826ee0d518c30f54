import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { MessageBell } from '../header/HeaderActions.js';
import { useUnreadStore } from '../header/unread-store.js';
import { i18n } from '../i18n/i18n.js';
import { fakeServer } from '../testing/fake-server.js';
import { ok } from '../testing/fixtures.js';
import type { MessageDetail, MessageItem } from './message-api.js';
import { inboxMessage, pagedInbox } from './test-messages.js';

// Each test draws antd tables, drawers and dialogs in jsdom, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

// Under test every antd dialog is labelled by the same id: the viewer is found by its title.
const VIEWER_TITLE = { selector: '.ant-modal-title' };
const findViewer = async () =>
  (await screen.findByText('查看消息', VIEWER_TITLE)).closest('.ant-modal') as HTMLElement;
const queryViewer = () => screen.queryByText('查看消息', VIEWER_TITLE);

// Role queries walk every antd node and crawl on a busy machine: labels and titles are faster.
const bellButton = () => screen.getByLabelText('站内消息', { selector: 'button' });
const findDrawer = async () =>
  (await screen.findByText('站内消息', { selector: '.ant-drawer-title' }, { timeout: 5000 })).closest(
    '.ant-drawer-content',
  ) as HTMLElement;

const location = () => screen.getByLabelText('location').textContent ?? '';

const detailOf = (item: MessageItem, overrides: Partial<MessageDetail>): MessageDetail => ({
  id: item.id,
  title: item.title,
  bodyText: '',
  creatorUser: item.creatorUser,
  lastModifyTime: item.lastModifyTime,
  files: null,
  ...overrides,
});

/** The drawer showing one message whose ReadInfo answers `detail`; the message is then pressed. */
async function openOne(item: MessageItem, detail: Partial<MessageDetail>) {
  const server = fakeServer({
    'GET /api/message': pagedInbox([item]),
    [`GET /api/message/ReadInfo/${item.id}`]: ok(detailOf(item, detail)),
  });
  render(
    <MemoryRouter initialEntries={['/home']}>
      <MessageBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(bellButton());
  const drawer = await findDrawer();
  fireEvent.click(await within(drawer).findByText(item.title));
  await waitFor(() =>
    expect(server.calls.some((call) => call.path.startsWith('/api/message/ReadInfo/'))).toBe(true),
  );
  return { drawer, server };
}

/** What the workflow page's `config` carries, decoded as the page decodes it. */
const configOf = (url: string): string => {
  const config = new URLSearchParams(url.split('?')[1]).get('config') ?? '';
  const bytes = Uint8Array.from(atob(config), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

const SIGNER_BODY =
  '<p>您是该报告的签字人，请尽快签批。</p><input type="hidden" name="hiddenValue" value="report-42">';

// The bell fetches its drawer on the first press; fetched here once, no test waits for it.
beforeAll(async () => {
  await import('./MessageDrawer.js');
});

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useAppStore.setState({ language: 'zh' });
  useUnreadStore.setState({ unreadMessageCount: 0, unreadNoticeCount: 3, chatBlink: false });
});

describe('opening a message', () => {
  it('shows a notice in the viewer with its sender, time, attachments and sanitised body', async () => {
    const notice = inboxMessage('n1', { title: '放假通知', type: 1, creatorUser: '张三/zhangsan' });
    await openOne(notice, {
      bodyText:
        '<p>国庆放假<strong>七天</strong></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">点我</a>',
      files: JSON.stringify([
        { name: '安排.pdf', url: '/api/file/Download/arrangement.pdf' },
        { name: '坏链接', url: 'javascript:alert(1)' },
      ]),
    });
    const viewer = await findViewer();
    expect(within(viewer).getByRole('heading', { name: '放假通知' })).toBeTruthy();
    expect(viewer.textContent).toContain('张三/zhangsan');
    expect(within(viewer).getByText('七天').tagName).toBe('STRONG');
    const body = viewer.querySelector('.fw-message-body') as HTMLElement;
    expect(body.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect(body.querySelector('img')).toBeTruthy();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(
      within(viewer)
        .getByRole('link', { name: /安排\.pdf/ })
        .getAttribute('href'),
    ).toBe('/api/file/Download/arrangement.pdf');
    expect(within(viewer).queryByText('坏链接')).toBeNull();
    // Read now: the bell counts one fewer and the row says so.
    expect(useUnreadStore.getState().unreadNoticeCount).toBe(2);
    expect(location()).toBe('/home');

    fireEvent.keyDown(viewer, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: '放假通知' })).toBeNull());
  });

  it('counts nothing less for a message already read, and never goes below zero', async () => {
    useUnreadStore.setState({ unreadNoticeCount: 0 });
    const notice = inboxMessage('n2', { title: '旧公告', type: 1, isRead: 0 });
    const { drawer } = await openOne(notice, { bodyText: '<p>内容</p>' });
    await findViewer();
    expect(useUnreadStore.getState().unreadNoticeCount).toBe(0);
    expect(within(drawer).getByText('旧公告').closest('button')?.textContent).toContain('已读');
  });

  it.each([2, 3, 4, 5])(
    'opens a message of type %i on the workflow page with its body as config',
    async (type) => {
      const body = JSON.stringify({ id: 'flow-1', flowId: 'f', opType: 1, 名称: '请假' });
      const { drawer } = await openOne(inboxMessage('w1', { title: '待办审批', type }), { bodyText: body });
      await waitFor(() => expect(location()).toMatch(/^\/workFlowDetail\?config=/), { timeout: 5000 });
      expect(configOf(location())).toBe(body);
      expect(queryViewer()).toBeNull();
      await waitFor(() => expect(drawer.closest('.ant-drawer-open')).toBeNull());
    },
  );

  it('does nothing for a workflow message without a body', async () => {
    const { drawer } = await openOne(inboxMessage('w2', { title: '空流程', type: 2 }), { bodyText: '' });
    await waitFor(() => expect(useUnreadStore.getState().unreadNoticeCount).toBe(2));
    expect(location()).toBe('/home');
    expect(queryViewer()).toBeNull();
    expect(drawer.closest('.ant-drawer-open')).toBeTruthy();
  });

  it.each([1, 3])(
    'takes a report-signing request of type %i to the signing page with its sid',
    async (type) => {
      await openOne(inboxMessage('s1', { title: '报告签批', type }), { bodyText: SIGNER_BODY });
      await waitFor(() =>
        expect(location()).toBe('/ProjectManagement/ProjectPractice/dsh_result?sid=report-42'),
      );
      expect(queryViewer()).toBeNull();
    },
  );

  it.each([
    ['the phrase without the hidden input', '<p>您是该报告的签字人，请尽快签批。</p>'],
    [
      'the hidden input without the phrase',
      '<p>请查看报告。</p><input type="hidden" name="hiddenValue" value="r1">',
    ],
  ])('keeps a notice with %s in the viewer', async (_, bodyText) => {
    await openOne(inboxMessage('s2', { title: '报告通知', type: 1 }), { bodyText });
    expect(await findViewer()).toBeTruthy();
    expect(location()).toBe('/home');
  });
});
