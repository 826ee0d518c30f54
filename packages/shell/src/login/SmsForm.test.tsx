import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminUser, fail, ok } from '../testing/fixtures.js';
import { openLogin, openMode, resetVisitor, submit, type } from './test-kit.js';

vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);
vi.spyOn(message, 'success').mockImplementation(() => Promise.resolve(true) as never);

const codeButton = () => screen.getByRole('button', { name: /获取验证码|重新获取|s后重新获取/ });
const sent = { 'POST /api/oauth/SmsCode': ok({ resendAfter: 60, expiresIn: 300 }, '验证码已发送') };

/** The calls the sms form made, without the page's own reading of the sign-in settings. */
const formCalls = <C extends { config: { url?: string } }>(calls: C[]) =>
  calls.filter((call) => call.config.url !== '/api/oauth/getLoginConfig');

beforeEach(resetVisitor);
afterEach(() => vi.useRealTimers());

// antd forms in jsdom are slow on a busy machine; the default 5 s is too tight.
describe('mobile verification code sign-in', { timeout: 30_000 }, () => {
  it('asks for the mobile number and the code, and for a correct number', async () => {
    fakeServer({});
    openLogin();
    openMode('手机登录');
    submit();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();

    type('手机号', '1380000');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('does not ask for a code for a malformed number', async () => {
    const { calls } = fakeServer(sent);
    openLogin();
    openMode('手机登录');
    type('手机号', '12345678901');
    fireEvent.click(codeButton());
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(formCalls(calls)).toHaveLength(0);
  });

  it('gets a code, counts down 60 s, then offers to send it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeServer(sent);
    openLogin();
    openMode('手机登录');
    expect(codeButton().textContent).toBe('获取验证码');
    type('手机号', '13800000001');
    fireEvent.click(codeButton());

    await waitFor(() => expect(codeButton().textContent).toBe('60s后重新获取'));
    expect(JSON.parse(String(formCalls(calls)[0]?.config.data))).toEqual({ mobile: '13800000001' });
    expect(message.success).toHaveBeenCalledWith('验证码已发送');
    expect((codeButton() as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(codeButton().textContent).toBe('59s后重新获取');
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(codeButton().textContent).toBe('重新获取');
    expect((codeButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server message when it will not send yet, and does not count down', async () => {
    fakeServer({ 'POST /api/oauth/SmsCode': fail(400, '验证码发送过于频繁，请42秒后再试') });
    openLogin();
    openMode('手机登录');
    type('手机号', '13800000001');
    fireEvent.click(codeButton());
    await waitFor(() => expect(message.error).toHaveBeenCalledWith('验证码发送过于频繁，请42秒后再试', 1.5));
    expect(codeButton().textContent).toBe('获取验证码');
  });

  it('signs in with the mobile and the code, and goes on to the workspace', async () => {
    const { calls } = fakeServer({
      ...sent,
      'POST /api/oauth/Login': ok({ token: ADMIN_TOKEN, theme: 'classic' }),
      'GET /api/oauth/CurrentUser': ok(adminUser()),
    });
    const router = openLogin();
    openMode('手机登录');
    type('手机号', ' 13800000001 ');
    type('短信验证码', '123456');
    submit();

    expect(await screen.findByText('首页内容')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    const form = calls.find((call) => call.path === '/api/oauth/Login')?.form;
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      account: '13800000001',
      code: '123456',
      origin: 'sms',
    });
    expect(form?.has('password')).toBe(false);
  });

  it('stays on the page with the server message when the code is wrong', async () => {
    fakeServer({ 'POST /api/oauth/Login': fail(400, '验证码错误或已过期，请重新输入（还可尝试4次）') });
    const router = openLogin();
    openMode('手机登录');
    type('手机号', '13800000001');
    type('短信验证码', '000000');
    submit();
    await waitFor(() =>
      expect(message.error).toHaveBeenCalledWith('验证码错误或已过期，请重新输入（还可尝试4次）', 1.5),
    );
    expect(router.state.location.pathname).toBe('/login');
  });
});
