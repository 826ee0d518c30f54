import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { Header } from '../header/Header.js';
import { useUnreadStore } from '../header/unread-store.js';
import { i18n } from '../i18n/i18n.js';
import { setNavigator } from '../navigation/navigator.js';
import { useSessionStore } from '../session/store.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo } from '../testing/fixtures.js';
import { ChatMount } from './ChatMount.js';
import { useChatStore } from './chat-store.js';
import { fakeConnection } from './fake-socket.js';

const navigate = vi.fn();
let restoreNavigator: () => void;

function renderConsole() {
  const fake = fakeConnection();
  const view = render(
    <MemoryRouter initialEntries={['/home']}>
      <Header />
      <ChatMount connection={fake.connection} />
    </MemoryRouter>,
  );
  return { ...fake, ...view };
}

const chatButton = () => screen.getByRole('button', { name: '内部聊天' });

beforeEach(async () => {
  navigate.mockClear();
  restoreNavigator = setNavigator(navigate);
  await i18n.changeLanguage('zh');
  useAppStore.setState({ language: 'zh', device: 'desktop' });
  useSettingsStore.setState({ showSearch: false, showLanguage: false, showSettings: false });
  useUnreadStore.setState({ unreadMessageCount: 0, unreadNoticeCount: 0, chatBlink: false });
  useChatStore.setState({ open: false, activeUserId: null, onlineUsers: new Set() });
  useSessionStore.setState({ token: ADMIN_TOKEN, userInfo: adminInfo(), isLock: false });
  // What the server keeps of the conversation a message below starts.
  fakeServer({
    'GET /api/message/imreply': {
      code: 200,
      msg: '',
      data: {
        list: [
          {
            id: 'u2',
            account: 'zhangsan',
            realName: '张三',
            headIcon: '',
            unreadMessage: 1,
            latestMessage: '你好',
            messageType: 'text',
            latestDate: Date.now(),
          },
        ],
      },
    },
  });
});

afterEach(() => restoreNavigator());

describe('the console with its chat socket', () => {
  it('connects once the session is ready and shows the unread counts the server sends', async () => {
    const { latest, container } = renderConsole();
    const socket = latest();
    expect(socket.url).toContain(`/api/message/websocket/${encodeURIComponent(ADMIN_TOKEN)}`);
    act(() => socket.open());
    expect(socket.frames('OnConnection')).toEqual([
      { method: 'OnConnection', token: ADMIN_TOKEN, mobileDevice: false },
    ]);

    act(() =>
      socket.receive({
        method: 'initMessage',
        onlineUsers: ['u2'],
        unreadNums: [{ sendUserId: 'u2', unreadNum: 2 }],
        unreadMessageCount: 3,
        unreadNoticeCount: 4,
        userId: 'user-admin',
      }),
    );
    await waitFor(() => expect(container.querySelector('.ant-badge-count')?.textContent).toBe('7'));
    act(() =>
      socket.receive({ method: 'messagePush', unreadNoticeCount: 5, messageType: 1, title: 'T', id: 'm1' }),
    );
    await waitFor(() => expect(container.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('8'));
    expect(useChatStore.getState().onlineUsers.has('u2')).toBe(true);
  });

  it('blinks the chat icon on a message while the chat is closed, and stops once it is opened', async () => {
    const { latest } = renderConsole();
    act(() => latest().open());
    expect(chatButton().getAttribute('data-blink')).toBeNull();
    act(() =>
      latest().receive({
        method: 'receiveMessage',
        formUserId: 'u2',
        realName: '张三',
        account: 'zhangsan',
        messageType: 'text',
        formMessage: '你好',
        dateTime: Date.now(),
        latestDate: Date.now(),
      }),
    );
    expect(chatButton().getAttribute('data-blink')).toBe('true');
    fireEvent.click(chatButton());
    expect(chatButton().getAttribute('data-blink')).toBeNull();
    expect(await screen.findByRole('dialog', { name: '内部聊天' }, { timeout: 5000 })).toBeTruthy();
    // The drawer brings the sender's conversation with the message waiting in it.
    expect(await screen.findByText('张三')).toBeTruthy();
  });

  it('on logout from the server shows its reason, then ends the session and shows the login page', async () => {
    const { latest } = renderConsole();
    act(() => latest().open());
    act(() => latest().receive({ method: 'logout', token: ADMIN_TOKEN, msg: '您的账号已被强制下线' }));
    expect(await screen.findByText('您的账号已被强制下线')).toBeTruthy();
    expect(latest().closed).toBe(true);
    // Shown for a second before the session ends.
    expect(useSessionStore.getState().token).toBe(ADMIN_TOKEN);
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull(), { timeout: 3000 });
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login(\?|$)/));
  });

  it('says the session expired when the server gives no reason', async () => {
    const { latest } = renderConsole();
    act(() => latest().open());
    act(() => latest().receive({ method: 'logout', token: ADMIN_TOKEN }));
    expect(await screen.findByText('登录过期,请重新登录')).toBeTruthy();
  });

  it('shows why the server refused a frame', async () => {
    const { latest } = renderConsole();
    act(() => latest().open());
    act(() =>
      latest().receive({
        method: 'error',
        code: 400,
        msg: 'messageContent: 不能超过5000个字符',
        request: 'SendMessage',
      }),
    );
    expect(await screen.findByText('messageContent: 不能超过5000个字符')).toBeTruthy();
    expect(latest().closed).toBe(false);
  });

  it('closes the socket when the user signs out', () => {
    const { latest } = renderConsole();
    act(() => latest().open());
    act(() => useSessionStore.setState({ token: null, userInfo: null }));
    expect(latest().closed).toBe(true);
  });
});
