import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { useUnreadStore } from '../header/unread-store.js';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer, type SeenCall } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo } from '../testing/fixtures.js';
import ChatDrawer from './ChatDrawer.js';
import { useChatStore } from './chat-store.js';
import { type FakeSocket, fakeConnection } from './fake-socket.js';

// jsdom decodes no pictures; the browser's reading of a picture's size is stood in for.
vi.mock('./image-size.js', () => ({ readImageSize: async () => ({ width: 640, height: 480 }) }));

const ME = 'user-admin';
const NOW = Date.now();

const conversation = (id: string, realName: string, unreadMessage: number, latestMessage = '在吗') => ({
  id,
  account: id,
  realName,
  headIcon: '',
  unreadMessage,
  latestMessage,
  messageType: 'text',
  latestDate: NOW - 60_000,
});

const history = (from: number, count: number, peer = 'u2') =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      id: `m${n}`,
      sendUserId: n % 2 ? peer : ME,
      receiveUserId: n % 2 ? ME : peer,
      content: `消息${n}`,
      contentType: 'text',
      sendTime: NOW - 1_000_000 + n * 1000,
      receiveTime: null,
      state: 1,
    };
  }).reverse();

let calls: SeenCall[];

function renderDrawer() {
  const fake = fakeConnection();
  fake.connection.start(ADMIN_TOKEN);
  fake.latest().open();
  const view = render(<ChatDrawer connection={fake.connection} />);
  return { ...fake, ...view, socket: fake.latest() };
}

const receive = (
  socket: FakeSocket,
  formUserId: string,
  realName: string,
  formMessage: unknown,
  type = 'text',
) =>
  act(() =>
    socket.receive({
      method: 'receiveMessage',
      formUserId,
      realName,
      account: formUserId,
      headIcon: '',
      messageType: type,
      formMessage,
      dateTime: Date.now(),
      latestDate: Date.now(),
    }),
  );

// Queries by role are kept few: jsdom works out every element's style for them, which in this
// drawer takes seconds each; labels and text find the same things a user would.
const rows = () =>
  [...document.querySelectorAll('ul[aria-label="消息"] .fw-chat-row')].map((row) => row.textContent);
const names = (list: string) =>
  [...document.querySelectorAll(`ul[aria-label="${list}"] .fw-chat-name`)].map(
    (name) => name.firstChild?.textContent,
  );
const row = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.fw-chat-row')].find(
    (button) => button.querySelector('.fw-chat-name')?.firstChild?.textContent === name,
  ) as HTMLElement;
const unread = (name: string) => row(name).querySelector('.ant-badge-count')?.getAttribute('title') ?? null;
const log = () => document.querySelector('[role=log]') as HTMLElement;
const emoji = (element: Element, code: string) => element.querySelector(`img[alt="[${code}]"]`);
const bubbles = () => [...log().querySelectorAll('.fw-chat-message')];
const input = () => document.querySelector('textarea[aria-label^="输入消息"]') as HTMLTextAreaElement;

/** Opens the conversation with 李四 (u2) and answers its first page of history. */
async function openConversation(socket: FakeSocket, list = history(0, 4), total = list.length) {
  fireEvent.click(await screen.findByText('李四'));
  await waitFor(() => expect(socket.frames('MessageList')).toHaveLength(1));
  act(() =>
    socket.receive({ method: 'messageList', list, pagination: { currentPage: 1, pageSize: 30, total } }),
  );
  return log();
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useAppStore.setState({ language: 'zh', device: 'desktop' });
  useUnreadStore.setState({ unreadMessageCount: 0, unreadNoticeCount: 0, chatBlink: false });
  useChatStore.setState({ open: true, activeUserId: null, onlineUsers: new Set(['u2']) });
  useSessionStore.setState({ token: ADMIN_TOKEN, userInfo: adminInfo() });
  ({ calls } = fakeServer({
    'GET /api/message/imreply': {
      code: 200,
      msg: '',
      data: { list: [conversation('u2', '李四', 2, '[微笑]你好'), conversation('u3', '王五', 0)] },
    },
    'GET /api/permission/Users/ImUser': ({ query }: SeenCall) => {
      const page = Number(query.get('currentPage'));
      const keyword = query.get('keyword') ?? '';
      const everyone = Array.from({ length: 45 }, (_, index) => ({
        id: `c${index}`,
        account: `user${index}`,
        realName: `同事${index}`,
        headIcon: '',
        department: '研发部',
      })).filter((contact) => contact.realName.includes(keyword));
      const list = everyone.slice((page - 1) * 20, page * 20);
      return {
        code: 200,
        msg: '',
        data: { list, pagination: { currentPage: page, pageSize: 20, total: everyone.length } },
      };
    },
    'POST /api/file/Uploader/IM': { code: 200, msg: '', data: { name: 'pic.png' } },
  }));
});

afterEach(() => {
  useChatStore.setState({ open: false, activeUserId: null });
});

describe('the chat drawer', () => {
  it('lists recent conversations with their latest message, emoji drawn, and unread counts', async () => {
    renderDrawer();
    expect(screen.getByRole('dialog', { name: '内部聊天' })).toBeTruthy();
    await screen.findByText('李四');
    expect(rows()).toHaveLength(2);
    expect(emoji(row('李四'), '微笑')).toBeTruthy();
    expect(unread('李四')).toBe('2 条未读');
    expect(unread('王五')).toBeNull();
  });

  it('puts a new sender at the top with one unread, and moves and counts a known one', async () => {
    const { socket } = renderDrawer();
    await screen.findByText('李四');
    receive(socket, 'u9', '赵六', '第一次联系');
    expect(rows()[0]).toContain('赵六');
    expect(rows()[0]).toContain('第一次联系');
    expect(unread('赵六')).toBe('1 条未读');
    receive(socket, 'u2', '李四', { path: '/api/file/Image/IM/x.png', width: 1, height: 1 }, 'image');
    expect(rows()[0]).toContain('[图片]');
    expect(names('消息')).toEqual(['李四', '赵六', '王五']);
    expect(unread('李四')).toBe('3 条未读');
  });

  it('opening a conversation marks it read, asks for its latest 30 messages and shows them, own on the right', async () => {
    const { socket } = renderDrawer();
    await openConversation(socket, [
      { ...(history(5, 1)[0] as object), id: 'm5', content: '早[微笑][不存在]' },
      ...history(0, 2),
    ] as ReturnType<typeof history>);
    expect(socket.frames('UpdateReadMessage')).toEqual([
      { method: 'UpdateReadMessage', token: ADMIN_TOKEN, formUserId: 'u2' },
    ]);
    expect(socket.frames('MessageList')).toEqual([
      {
        method: 'MessageList',
        token: ADMIN_TOKEN,
        toUserId: 'u2',
        formUserId: ME,
        currentPage: 1,
        pageSize: 30,
        sord: 'desc',
        keyword: '',
      },
    ]);
    expect(useChatStore.getState().activeUserId).toBe('u2');
    // Oldest first, whatever order the server answered in; the user's own carry data-mine.
    expect(bubbles().map((bubble) => bubble.querySelector('.fw-chat-bubble')?.textContent)).toEqual([
      '消息0',
      '消息1',
      '早[不存在]',
    ]);
    expect(bubbles().map((bubble) => bubble.hasAttribute('data-mine'))).toEqual([true, false, false]);
    expect(emoji(bubbles()[2] as Element, '微笑')?.getAttribute('src')).toMatch(/1f642.*\.svg/);

    fireEvent.click(screen.getByLabelText('返回'));
    expect(unread('李四')).toBeNull();
    expect(useChatStore.getState().activeUserId).toBeNull();
  });

  it('sends the trimmed text on Enter, never an empty one, and Shift+Enter is a new line', async () => {
    const { socket } = renderDrawer();
    await openConversation(socket);
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(socket.frames('SendMessage')).toEqual([]);

    fireEvent.change(input(), { target: { value: '  下午开会 ' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(socket.frames('SendMessage')).toEqual([]);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(socket.frames('SendMessage')).toEqual([
      {
        method: 'SendMessage',
        token: ADMIN_TOKEN,
        toUserId: 'u2',
        messageType: 'text',
        messageContent: '下午开会',
      },
    ]);
    expect(input().value).toBe('');

    // The server's echo puts it in the conversation, on the user's side.
    act(() =>
      socket.receive({
        method: 'sendMessage',
        toUserId: 'u2',
        toRealName: '李四',
        toAccount: 'u2',
        toHeadIcon: '',
        messageType: 'text',
        toMessage: '下午开会',
        dateTime: Date.now(),
        latestDate: Date.now(),
      }),
    );
    const last = bubbles().at(-1);
    expect(last?.textContent).toContain('下午开会');
    expect(last?.hasAttribute('data-mine')).toBe(true);
  });

  it('puts a picked emoji into the text as its code', async () => {
    const { socket } = renderDrawer();
    await openConversation(socket);
    fireEvent.change(input(), { target: { value: '好' } });
    fireEvent.click(screen.getByTitle('表情'));
    await waitFor(() => expect(document.querySelector('[role=listbox]')).toBeTruthy());
    const table = document.querySelector('[role=listbox]') as HTMLElement;
    expect(table.querySelectorAll('[role=option]')).toHaveLength(120);
    fireEvent.click(within(table).getByLabelText('强'));
    expect(input().value).toBe('好[强]');
  });

  it('appends a message from the open conversation and reads it at once: no count, no blinking', async () => {
    const { socket } = renderDrawer();
    await openConversation(socket);
    const readBefore = socket.frames('UpdateReadMessage').length;
    receive(socket, 'u2', '李四', '收到[强]');
    const last = bubbles().at(-1) as HTMLElement;
    expect(last.textContent).toContain('收到');
    expect(emoji(last, '强')).toBeTruthy();
    expect(socket.frames('UpdateReadMessage')).toHaveLength(readBefore + 1);
    expect(useUnreadStore.getState().chatBlink).toBe(false);
    fireEvent.click(screen.getByLabelText('返回'));
    expect(unread('李四')).toBeNull();
  });

  it('loads 50 older messages when scrolled near the top, keeping them before those shown', async () => {
    const { socket } = renderDrawer();
    const box = await openConversation(socket, history(70, 30), 100);
    expect(bubbles()).toHaveLength(30);
    box.scrollTop = 80;
    fireEvent.scroll(box);
    expect(socket.frames('MessageList').at(-1)).toMatchObject({ currentPage: 1, pageSize: 50, sord: 'desc' });
    // Asked once while the answer is on its way.
    fireEvent.scroll(box);
    expect(socket.frames('MessageList')).toHaveLength(2);
    // The first page of 50 overlaps the 30 shown: only the 20 older ones are added.
    act(() => socket.receive({ method: 'messageList', list: history(50, 50), pagination: { total: 100 } }));
    const contents = [...box.querySelectorAll('.fw-chat-bubble')].map((bubble) => bubble.textContent);
    expect(contents).toHaveLength(50);
    expect(contents[0]).toBe('消息50');
    expect(contents.at(-1)).toBe('消息99');

    box.scrollTop = 0;
    fireEvent.scroll(box);
    expect(socket.frames('MessageList').at(-1)).toMatchObject({ currentPage: 2, pageSize: 50 });
  });

  it('refuses a picture of 5 MB or more, and sends a smaller one after uploading it', async () => {
    const { socket } = renderDrawer();
    await openConversation(socket);
    // antd puts a fresh file input in place after each pick.
    const picker = () => document.querySelector('.fw-chat-drawer input[type=file]') as HTMLInputElement;
    expect(picker().accept).toBe('image/*');
    expect(picker().multiple).toBe(false);

    const big = new File([new Uint8Array(5_242_880)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker(), { target: { files: [big] } });
    expect(await screen.findByText('图片大小不能超过5M')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/file/Uploader/IM')).toHaveLength(0);

    const small = new File([new Uint8Array(1000)], 'small.png', { type: 'image/png' });
    fireEvent.change(picker(), { target: { files: [small] } });
    await waitFor(() => expect(socket.frames('SendMessage')).toHaveLength(1), { timeout: 5000 });
    const sent = socket.frames('SendMessage')[0] as { messageType: string; messageContent: string };
    expect(sent.messageType).toBe('image');
    expect(JSON.parse(sent.messageContent)).toEqual({ name: 'pic.png', width: 640, height: 480 });
    const upload = calls.find((call) => call.path === '/api/file/Uploader/IM');
    expect(upload?.headers.Authorization).toBe(ADMIN_TOKEN);
  });

  it('lists contacts 20 at a time, more near the bottom, and searches them', async () => {
    renderDrawer();
    fireEvent.click(await screen.findByText('联系人'));
    const contacts = () => [...document.querySelectorAll('[aria-label="联系人"] .fw-chat-row')];
    await waitFor(() => expect(contacts()).toHaveLength(20));
    expect(calls.find((call) => call.path === '/api/permission/Users/ImUser')?.query.get('pageSize')).toBe(
      '20',
    );
    fireEvent.scroll(screen.getByTestId('chat-contacts'));
    await waitFor(() => expect(contacts()).toHaveLength(40));
    const search = screen.getByPlaceholderText('搜索联系人');
    fireEvent.change(search, { target: { value: '同事4' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(names('联系人')).toEqual(['同事4', '同事40', '同事41', '同事42', '同事43', '同事44']),
    );
  });
});
