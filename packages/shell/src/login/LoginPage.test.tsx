import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../guard/RouteGuard.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminUser, fail, ok } from '../testing/fixtures.js';
import { LoginPage } from './LoginPage.js';
import { resetVisitor } from './test-kit.js';

vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);

function openLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/home', element: <p>首页内容</p> },
          { path: '/profile', element: <p>个人信息内容</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const noCaptcha = {
  'GET /api/oauth/getConfig/admin': ok({ enableVerificationCode: 0, verificationCodeNumber: 4 }),
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(resetVisitor);

// antd in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('LoginPage', { timeout: 30_000 }, () => {
  it('asks for the account and the password', async () => {
    fakeServer({});
    openLogin();
    expect(screen.getByRole('heading', { name: 'Formwork' })).toBeTruthy();
    submit();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });

  it('offers the three modes as tabs, and tells sub-accounts how to write their account', () => {
    fakeServer({});
    openLogin();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '账号登录',
      '手机登录',
      '扫码登录',
    ]);
    expect(screen.getByText('子账号请输入“手机号@账号”')).toBeTruthy();
  });

  it('sends a sub-account as mobile@account, trimmed', async () => {
    const { calls } = fakeServer({
      'GET /api/oauth/getConfig/13800000001@staff.sub': ok({
        enableVerificationCode: 0,
        verificationCodeNumber: 4,
      }),
      'POST /api/oauth/Login': fail(400, '账号或密码错误，请重新输入'),
    });
    openLogin();
    type('账号', ' 13800000001@staff.sub ');
    type('密码', 'staff123');
    submit();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/oauth/Login')).toBe(true));
    const form = calls.find((call) => call.path === '/api/oauth/Login')?.form;
    expect(form?.get('account')).toBe('13800000001@staff.sub');
    expect(form?.get('origin')).toBe('password');
  });

  it('warns when caps lock is on in the password field', async () => {
    fakeServer({});
    openLogin();
    fireEvent.keyDown(screen.getByLabelText('密码'), { key: 'A', modifierCapsLock: true });
    expect(await screen.findByText('大写锁定已打开')).toBeTruthy();
  });

  it('shows the captcha when the server asks for one, and a new image on click', async () => {
    fakeServer({
      'GET /api/oauth/getConfig/admin': ok({ enableVerificationCode: 1, verificationCodeNumber: 5 }),
    });
    openLogin();
    type('账号', 'admin');
    type('密码', 'admin123');
    submit();

    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    const image = screen.getByAltText('验证码') as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^\/api\/oauth\/ImageCode\/5\/\d+$/);
    const first = image.getAttribute('src');
    await new Promise((resolve) => setTimeout(resolve, 2));
    fireEvent.click(image);
    await waitFor(() => expect(image.getAttribute('src')).not.toBe(first));
  });

  it('signs in and goes on to the remembered page', async () => {
    const { calls } = fakeServer({
      ...noCaptcha,
      'POST /api/oauth/Login': ok({ token: ADMIN_TOKEN, theme: 'classic' }),
      'GET /api/oauth/CurrentUser': ok(adminUser()),
    });
    const router = openLogin('/login?redirect=%2Fprofile');
    type('账号', ' admin ');
    type('密码', 'admin123');
    submit();

    expect(await screen.findByText('个人信息内容')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(calls.find((call) => call.path === '/api/oauth/Login')?.form.get('account')).toBe('admin');
  });

  it('stays on the login page when the server refuses', async () => {
    fakeServer({ ...noCaptcha, 'POST /api/oauth/Login': fail(400, '账号或密码错误，请重新输入') });
    const router = openLogin();
    type('账号', 'admin');
    type('密码', 'wrong');
    submit();

    await waitFor(() => expect(message.error).toHaveBeenCalledWith('账号或密码错误，请重新输入', 1.5));
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('moves between the modes with the arrow keys, Home and End, showing only the chosen one', () => {
    fakeServer({});
    openLogin();
    const tabs = () => screen.getAllByRole('tab');
    const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
    expect(selected()).toBe('账号登录');
    fireEvent.keyDown(tabs()[0] as HTMLElement, { key: 'ArrowRight' });
    expect(selected()).toBe('手机登录');
    expect(document.activeElement?.textContent).toBe('手机登录');
    expect(screen.getByLabelText('手机号')).toBeTruthy();
    expect(screen.queryByLabelText('密码')).toBeNull();
    fireEvent.keyDown(tabs()[1] as HTMLElement, { key: 'End' });
    expect(selected()).toBe('扫码登录');
    fireEvent.keyDown(tabs()[2] as HTMLElement, { key: 'ArrowRight' });
    expect(selected()).toBe('账号登录');
    fireEvent.keyDown(tabs()[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(selected()).toBe('扫码登录');
    fireEvent.keyDown(tabs()[2] as HTMLElement, { key: 'Home' });
    expect(selected()).toBe('账号登录');
    expect(screen.getByRole('tabpanel').contains(screen.getByLabelText('账号'))).toBe(true);
  });

  it('shows and hides the typed password on request', () => {
    fakeServer({});
    openLogin();
    const password = screen.getByLabelText('密码') as HTMLInputElement;
    type('密码', 'admin123');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect((screen.getByLabelText('密码') as HTMLInputElement).type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect((screen.getByLabelText('密码') as HTMLInputElement).type).toBe('password');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('admin123');
  });

  it("clears a field's message once the field is filled in", async () => {
    fakeServer({});
    openLogin();
    submit();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    type('账号', 'admin');
    expect(screen.queryByText('请输入账号')).toBeNull();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    type('账号', '   ');
    expect(screen.getByText('请输入账号')).toBeTruthy();
  });
});
