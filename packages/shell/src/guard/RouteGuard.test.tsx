import { act, render, screen, waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n.js';
import { sessionText } from '../session/messages.js';
import { NO_PERMISSION, useSessionStore } from '../session/store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, adminUser, ok } from '../testing/fixtures.js';
import { DEFAULT_FAILURE, failureText, RouteGuard } from './RouteGuard.js';

const toast = vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);
const notice = vi.spyOn(notification, 'info').mockImplementation(() => {});

function visit(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard />,
        children: [
          { path: '/login', element: <p>登录页</p> },
          { path: '/home', element: <p>工作台</p> },
          { path: '/lockScreen', element: <p>锁屏页</p> },
          { path: '/force-change-password', element: <p>改密页</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(async () => {
  await changeLanguage('zh');
  toast.mockClear();
  notice.mockClear();
  useSessionStore.setState({
    token: ADMIN_TOKEN,
    userInfo: null,
    menuList: [],
    isLock: false,
    freshSignIn: false,
    signedOut: false,
  });
});

describe('RouteGuard', () => {
  it('loads the user, then shows the page', async () => {
    fakeServer({ 'GET /api/oauth/CurrentUser': ok(adminUser()) });
    visit('/home');
    expect(await screen.findByText('工作台')).toBeTruthy();
  });

  it('on a failed load resets the token, shows the reason and goes to the login page', async () => {
    fakeServer({ 'GET /api/oauth/CurrentUser': ok(adminUser({ menuList: [] })) });
    const router = visit('/home');
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
    expect(toast).toHaveBeenCalledWith('您的权限不足，请联系管理员', 1.5);
    expect(toast).toHaveBeenCalledWith(sessionText(NO_PERMISSION), 1.5);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the reason in the language of the moment', async () => {
    await changeLanguage('en');
    fakeServer({ 'GET /api/oauth/CurrentUser': ok(adminUser({ menuList: [] })) });
    visit('/home');
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('You do not have permission. Please contact the administrator.', 1.5);
  });

  it('shows Has Error when the failure carries no text', () => {
    expect(failureText(new Error(''))).toBe(DEFAULT_FAILURE);
    expect(failureText(undefined)).toBe('Has Error');
    expect(failureText('服务不可用')).toBe('服务不可用');
  });

  it('keeps a locked session on the lock screen', async () => {
    useSessionStore.setState({ userInfo: adminInfo(), menuList: adminUser().menuList, isLock: true });
    const router = visit('/home');
    expect(await screen.findByText('锁屏页')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
  });

  it('keeps a first sign-in on the password page', async () => {
    useSessionStore.setState({ userInfo: { ...adminInfo(), isFirst: 0 }, menuList: adminUser().menuList });
    visit('/home');
    expect(await screen.findByText('改密页')).toBeTruthy();
  });

  it('shows the last-login notice once after a sign-in, bottom right for 2 s', async () => {
    const userInfo = {
      ...adminInfo(),
      prevLogin: 1 as const,
      prevLoginTime: new Date(2026, 4, 1, 9, 30).getTime(),
      prevLoginIPAddress: '10.0.0.8',
      prevLoginIPAddressName: '本地局域网',
    };
    useSessionStore.setState({ userInfo, menuList: adminUser().menuList, freshSignIn: true });
    visit('/home');
    await waitFor(() => expect(notice).toHaveBeenCalledTimes(1));
    const args = notice.mock.calls[0]?.[0];
    expect(args).toMatchObject({ placement: 'bottomRight', duration: 2 });
    const { container } = render(<>{args?.description}</>);
    expect(container.textContent).toBe('登录时间：2026-05-01 09:30\n登录地点：本地局域网\n登录IP：10.0.0.8');
    // Its words follow a language switch made while it is up.
    await act(() => changeLanguage('en'));
    expect(container.textContent).toBe('Time: 2026-05-01 09:30\nPlace: 本地局域网\nIP: 10.0.0.8');
    expect(useSessionStore.getState().freshSignIn).toBe(false);
  });

  it('shows no notice on a reload', async () => {
    useSessionStore.setState({ userInfo: { ...adminInfo(), prevLogin: 1 }, menuList: adminUser().menuList });
    visit('/home');
    expect(await screen.findByText('工作台')).toBeTruthy();
    expect(notice).not.toHaveBeenCalled();
  });
});
