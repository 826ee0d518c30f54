import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { useUnreadStore } from '../header/unread-store.js';
import { i18n } from '../i18n/i18n.js';
import { MessageRecordPage } from '../routes/MessageRecordPage.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer, type SeenCall } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, adminUser, fail, ok } from '../testing/fixtures.js';
import type { MessageItem, NoticeItem } from './message-api.js';
import { inboxMessage, pagedInbox } from './test-messages.js';

// Each test draws antd tables, drawers and dialogs in jsdom, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderCentre() {
  return render(
    <MemoryRouter initialEntries={['/messageRecord']}>
      <Routes>
        <Route path="/messageRecord" element={<MessageRecordPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Role queries walk every antd node and crawl on a busy machine: text and labels are faster.
const tab = (label: string) => screen.getByText(label, { selector: '.ant-tabs-tab-btn' });
const rowOf = (title: string) =>
  screen
    .getAllByText(title)
    .map((element) => element.closest('tr'))
    .find(Boolean) as HTMLElement;
/** A button by its words; antd spaces out two Chinese characters on a button without an icon. */
const button = (scope: HTMLElement, word: string) =>
  within(scope)
    .getByText(new RegExp(`^${[...word].join('\\s*')}$`))
    .closest('button') as HTMLElement;
const confirmDialog = async (question: string) =>
  (await screen.findByText(question)).closest('.ant-modal') as HTMLElement;
const pressOk = (dialog: HTMLElement) =>
  fireEvent.click(
    within(dialog)
      .getByText(/^确\s*定$/)
      .closest('button') as HTMLElement,
  );

const inbox: MessageItem[] = [
  inboxMessage('a', { title: '系统升级通知', type: 1 }),
  inboxMessage('b', { title: '请假审批', type: 2, isRead: 1 }),
  inboxMessage('c', { title: '磁盘告警', type: 3 }),
  inboxMessage('d', { title: '周会日程', type: 4, isRead: 1 }),
];

const listCalls = (calls: SeenCall[]) => calls.filter((call) => call.path === '/api/message');

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useAppStore.setState({ language: 'zh' });
  useUnreadStore.setState({ unreadMessageCount: 0, unreadNoticeCount: 0, chatBlink: false });
  useSessionStore.setState({
    token: ADMIN_TOKEN,
    userInfo: { ...adminInfo(), isAdministrator: false },
    menuList: adminUser().menuList,
  });
});

describe('the message centre', () => {
  it('lists every kind with its read state, 20 a page', async () => {
    const server = fakeServer({ 'GET /api/message': pagedInbox(inbox) });
    renderCentre();
    expect(await screen.findByText('系统升级通知')).toBeTruthy();
    expect(rowOf('系统升级通知').textContent).toContain('未读');
    expect(rowOf('请假审批').textContent).toContain('已读');
    expect(screen.getByText('共 4 条')).toBeTruthy();
    expect(listCalls(server.calls).map((call) => call.query.get('pageSize'))).toEqual(['20']);
    // Notice administration is for those granted it.
    expect(screen.queryByText('公告管理')).toBeNull();
  });

  it('shows one kind per tab', async () => {
    const server = fakeServer({ 'GET /api/message': pagedInbox(inbox) });
    renderCentre();
    await screen.findByText('系统升级通知');
    fireEvent.click(tab('流程'));
    await waitFor(() => expect(screen.queryByText('系统升级通知')).toBeNull());
    expect(screen.getByText('请假审批')).toBeTruthy();
    expect(listCalls(server.calls).at(-1)?.query.get('type')).toBe('2');

    fireEvent.click(tab('全部'));
    expect(await screen.findByText('磁盘告警')).toBeTruthy();
    expect(listCalls(server.calls).at(-1)?.query.has('type')).toBe(false);
  });

  it('searches by keyword when Enter is pressed', async () => {
    const server = fakeServer({ 'GET /api/message': pagedInbox(inbox) });
    renderCentre();
    await screen.findByText('磁盘告警');
    const search = screen.getByLabelText('关键词');
    fireEvent.change(search, { target: { value: '  审批 ' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('磁盘告警')).toBeNull());
    expect(screen.getByText('请假审批')).toBeTruthy();
    expect(listCalls(server.calls).at(-1)?.query.get('keyword')).toBe('审批');
  });

  it('opens a message from its title and shows it read', async () => {
    useUnreadStore.setState({ unreadNoticeCount: 1 });
    fakeServer({
      'GET /api/message': pagedInbox(inbox),
      'GET /api/message/ReadInfo/a': ok({ ...inbox[0], bodyText: '<p>今晚升级</p>', files: null }),
    });
    renderCentre();
    fireEvent.click(await screen.findByText('系统升级通知'));
    expect(await screen.findByText('今晚升级')).toBeTruthy();
    expect(rowOf('系统升级通知').textContent).toContain('已读');
    expect(useUnreadStore.getState().unreadNoticeCount).toBe(0);
  });

  it('deletes the selected messages after a confirmation, and asks for a selection first', async () => {
    let messages = [...inbox];
    const server = fakeServer({
      'GET /api/message': (call: SeenCall) => pagedInbox(messages)(call),
      'DELETE /api/message/Record': (call: SeenCall) => {
        const ids = String((JSON.parse(String(call.config.data)) as { ids: string }).ids).split(',');
        messages = messages.filter((item) => !ids.includes(item.id));
        return ok(undefined, '删除成功');
      },
    });
    renderCentre();
    await screen.findByText('磁盘告警');
    fireEvent.click(button(document.body, '删除'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();

    fireEvent.click(within(rowOf('磁盘告警')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('周会日程')).getByRole('checkbox'));
    fireEvent.click(button(document.body, '删除'));
    const dialog = await confirmDialog('此操作将永久删除所选数据, 是否继续?');
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    pressOk(dialog);

    await waitFor(() => expect(screen.queryByText('磁盘告警')).toBeNull());
    expect(screen.queryByText('周会日程')).toBeNull();
    expect(screen.getByText('系统升级通知')).toBeTruthy();
    const deleted = server.calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(String(deleted?.config.data))).toEqual({ ids: 'c,d' });
  });
});

describe('notice administration', () => {
  const notices: NoticeItem[] = [];
  beforeEach(() => {
    notices.length = 0;
  });
  const noticeServer = () =>
    fakeServer({
      'GET /api/message': pagedInbox([]),
      'GET /api/message/Notice': () =>
        ok({ list: [...notices], pagination: { currentPage: 1, pageSize: 20, total: notices.length } }),
      'POST /api/message': (call: SeenCall) => {
        const body = JSON.parse(String(call.config.data)) as { title: string; bodyText: string };
        if (!body.title) return fail(400, '标题不能为空');
        notices.unshift({
          id: `n${notices.length + 1}`,
          title: body.title,
          creatorUser: '管理员/admin',
          lastModifyTime: Date.now(),
          enabledMark: 0,
        });
        return ok(undefined, '新建成功');
      },
      'PUT /api/message/n1/Actions/Release': () => {
        notices[0] = { ...(notices[0] as NoticeItem), enabledMark: 1 };
        return ok(undefined, '发布成功');
      },
    });

  const openNoticeTab = async () => {
    renderCentre();
    fireEvent.click(await screen.findByText('公告管理', { selector: '.ant-tabs-tab-btn' }));
  };

  it('is a tab for administrators where a notice is written as a draft', async () => {
    useSessionStore.setState({ userInfo: adminInfo() });
    const server = noticeServer();
    await openNoticeTab();
    expect(await screen.findByText('暂无公告')).toBeTruthy();

    fireEvent.click(button(document.body, '新建'));
    const form = (await screen.findByText('新建公告')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(button(form, '保存'));
    expect(await within(form).findByText('请输入标题')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '  年会通知 ' } });
    fireEvent.change(within(form).getByLabelText('内容'), { target: { value: '<p>周五晚上</p>' } });
    fireEvent.click(button(form, '保存'));
    await screen.findByText('年会通知');
    const created = server.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(created?.config.data))).toEqual({
      title: '年会通知',
      bodyText: '<p>周五晚上</p>',
      toUserIds: '',
    });
    expect(rowOf('年会通知').textContent).toContain('存草稿');
  });

  it('releases a draft after a confirmation; a released notice is no longer edited', async () => {
    useSessionStore.setState({ userInfo: adminInfo() });
    const server = noticeServer();
    notices.push({
      id: 'n1',
      title: '年会通知',
      creatorUser: '管理员/admin',
      lastModifyTime: Date.now(),
      enabledMark: 0,
    });
    await openNoticeTab();
    fireEvent.click(within(await waitFor(() => rowOf('年会通知'))).getByText('发布'));
    const dialog = await confirmDialog('发布后所有用户都会收到此公告, 是否继续?');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
    pressOk(dialog);
    await waitFor(() => expect(rowOf('年会通知').textContent).toContain('已发布'));
    expect(server.calls.some((call) => call.path === '/api/message/n1/Actions/Release')).toBe(true);
    expect(within(rowOf('年会通知')).queryByText('发布')).toBeNull();
    expect(within(rowOf('年会通知')).queryByText('编辑')).toBeNull();
  });

  it('says before a release when only the chosen recipients will receive the notice', async () => {
    useSessionStore.setState({ userInfo: adminInfo() });
    noticeServer();
    notices.push({
      id: 'n1',
      title: '研发通知',
      creatorUser: '管理员/admin',
      lastModifyTime: Date.now(),
      enabledMark: 0,
      toUserIds: 'org-rd--department',
    });
    await openNoticeTab();
    fireEvent.click(within(await waitFor(() => rowOf('研发通知'))).getByText('发布'));
    expect(await confirmDialog('发布后所选的用户、部门和角色都会收到此公告, 是否继续?')).toBeTruthy();
    expect(screen.queryByText('发布后所有用户都会收到此公告, 是否继续?')).toBeNull();
  });

  it('is there for a user whose menus hold notice administration', async () => {
    const withNotices = adminUser().menuList.map((entry) =>
      entry.enCode === 'system'
        ? {
            ...entry,
            children: [
              ...(entry.children ?? []),
              { ...entry, id: 'n', enCode: 'system.notice', children: [] },
            ],
          }
        : entry,
    );
    useSessionStore.setState({ menuList: withNotices });
    noticeServer();
    renderCentre();
    expect(await screen.findByText('公告管理', { selector: '.ant-tabs-tab-btn' })).toBeTruthy();
  });
});
