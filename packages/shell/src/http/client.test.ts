import { API_SHAPE_HEADER } from '@formwork/schema';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { setNavigator } from '../navigation/navigator.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, fail, ok } from '../testing/fixtures.js';
import { DEFAULT_TIMEOUT_MS, http, request } from './client.js';
import { FALLBACK_MESSAGE, RequestError } from './errors.js';

const toast = vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);
const navigate = vi.fn();
let restoreNavigator: () => void;

beforeEach(() => {
  toast.mockClear();
  navigate.mockClear();
  restoreNavigator = setNavigator(navigate);
  window.history.replaceState(null, '', '/');
  useSessionStore.setState({ token: null, userInfo: null, menuList: [] });
});
afterEach(() => restoreNavigator());

const signIn = () => useSessionStore.setState({ token: ADMIN_TOKEN, userInfo: adminInfo() });

describe('every call', () => {
  it('carries the session token unchanged, the pc origin header, the canonical shape and a timestamp n', async () => {
    const { calls } = fakeServer({ 'GET /api/thing': ok(1), 'POST /api/thing': ok(2) });
    signIn();
    await request({ url: '/api/thing' });
    await request({ url: '/api/thing?x=1', method: 'post', data: { a: 1 } });

    for (const call of calls) {
      expect(call.headers.Authorization).toBe(ADMIN_TOKEN);
      expect(call.headers['jnpf-origin']).toBe('pc');
      expect(call.headers[API_SHAPE_HEADER]).toBe('canonical');
      expect(Number(call.query.get('n'))).toBeGreaterThan(1_600_000_000_000);
    }
    expect(calls[1]?.query.get('x')).toBe('1');
  });

  it('asks for answers in the chosen language, following a switch on the next call', async () => {
    const { calls } = fakeServer({ 'GET /api/thing': ok(1) });
    const before = useAppStore.getState().language;
    try {
      for (const language of ['zh', 'zhtw', 'en'] as const) {
        useAppStore.setState({ language });
        await request({ url: '/api/thing' });
      }
    } finally {
      useAppStore.setState({ language: before });
    }
    expect(calls.map((call) => call.headers['Accept-Language'])).toEqual(['zh-CN', 'zh-TW', 'en']);
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls } = fakeServer({ 'GET /api/oauth/getConfig/admin': ok({}) });
    await request({ url: '/api/oauth/getConfig/admin' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends a GET payload as query parameters, not as a body', async () => {
    const { calls } = fakeServer({ 'GET /api/message': ok({ list: [] }) });
    await request({ url: '/api/message', method: 'get', data: { currentPage: 2, keyword: '通知' } });
    expect(calls[0]?.query.get('currentPage')).toBe('2');
    expect(calls[0]?.query.get('keyword')).toBe('通知');
    expect(calls[0]?.config.data).toBeUndefined();
  });

  it('gives up after the default 60 s', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    expect(http.defaults.timeout).toBe(60_000);
  });
});

describe('answers', () => {
  it('resolves with the body when its code is 200', async () => {
    fakeServer({ 'GET /api/thing': ok({ id: 'a' }, '获取成功') });
    await expect(request({ url: '/api/thing' })).resolves.toEqual(ok({ id: 'a' }, '获取成功'));
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the server message for 1.5 s and rejects with it on any other code', async () => {
    fakeServer({ 'POST /api/thing': fail(400, '名称不能重复') });
    signIn();
    const error = await request({ url: '/api/thing', method: 'post' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: '名称不能重复', code: 400 });
    expect(toast).toHaveBeenCalledWith('名称不能重复', 1.5);
    expect(useSessionStore.getState().token).toBe(ADMIN_TOKEN);
  });

  it('falls back to a generic message when the server gives none', async () => {
    fakeServer({ 'GET /api/thing': fail(500) });
    await expect(request({ url: '/api/thing' })).rejects.toThrow(FALLBACK_MESSAGE);
    expect(toast).toHaveBeenCalledWith(FALLBACK_MESSAGE, 1.5);
  });

  it('shows the generic message when no answer arrives', async () => {
    http.defaults.adapter = () => Promise.reject(new Error('socket hang up'));
    await expect(request({ url: '/api/thing' })).rejects.toThrow(FALLBACK_MESSAGE);
    expect(toast).toHaveBeenCalledWith(FALLBACK_MESSAGE, 1.5);
  });

  it.each([600, 601, 602])('ends the session and goes to the login page on code %i', async (code) => {
    fakeServer({ 'GET /api/message': fail(code, '登录过期,请重新登录') });
    signIn();
    window.history.replaceState(null, '', '/messageRecord?type=1');

    await expect(request({ url: '/api/message' })).rejects.toMatchObject({ code });
    expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null });
    expect(window.localStorage.getItem('jnpf_token')).toBeNull();
    expect(toast).toHaveBeenCalledWith('登录过期,请重新登录', 1.5);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2FmessageRecord%3Ftype%3D1');
  });

  it('stays put when the session ends on the login page itself', async () => {
    fakeServer({ 'GET /api/thing': fail(600, '未登录') });
    signIn();
    window.history.replaceState(null, '', '/login');
    await expect(request({ url: '/api/thing' })).rejects.toBeInstanceOf(RequestError);
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a failed sign-in with the answer body itself', async () => {
    const body = fail(400, '账号或密码错误，请重新输入');
    fakeServer({ 'POST /api/oauth/Login': body });
    await expect(request({ url: '/api/oauth/Login', method: 'post' })).rejects.toEqual(body);
    expect(toast).toHaveBeenCalledWith('账号或密码错误，请重新输入', 1.5);
  });

  it('keeps the session when unlocking the screen fails', async () => {
    fakeServer({ 'POST /api/oauth/LockScreen': fail(600, '密码错误') });
    signIn();
    await expect(request({ url: '/api/oauth/LockScreen', method: 'post' })).rejects.toBeInstanceOf(
      RequestError,
    );
    expect(useSessionStore.getState().token).toBe(ADMIN_TOKEN);
  });
});

describe('long calls', () => {
  it.each([
    '/api/permission/SynThirdInfo/2',
    '/api/extend/Email/Receive',
    '/api/permission/Authority/Data/role-1',
    '/api/system/DataSync/Actions/Execute',
  ])('waits 100 s for %s', async (url) => {
    const { calls } = fakeServer({ [`GET ${url}`]: ok(), [`POST ${url}`]: ok() });
    await request({ url, method: 'post' });
    expect(calls[0]?.config.timeout).toBe(100_000);
  });

  it('keeps the default for everything else, and a timeout the caller chose', async () => {
    const { calls } = fakeServer({ 'GET /api/message': ok(), 'POST /api/extend/Email/Receive': ok() });
    await request({ url: '/api/message' });
    await request({ url: '/api/extend/Email/Receive', method: 'post', timeout: 5000 });
    expect(calls[0]?.config.timeout).toBe(60_000);
    expect(calls[1]?.config.timeout).toBe(5000);
  });
});

describe('pass-through answers', () => {
  it.each([
    ['POST', '/api/system/DataSource/Actions/Test'],
    ['GET', '/api/visualdev/OnlineDev/model-1/Config'],
    ['GET', '/api/system/DataInterface/GetParam/interface-1'],
  ])('%s %s resolves with a failing body as it is, without a toast', async (method, url) => {
    const body = fail(400, '连接失败');
    fakeServer({ [`${method} ${url}`]: body });
    signIn();
    await expect(request({ url, method })).resolves.toEqual(body);
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not pass through other visual-development calls', async () => {
    fakeServer({ 'GET /api/visualdev/OnlineDev/model-1/Config/extra': fail(400, '不存在') });
    await expect(request({ url: '/api/visualdev/OnlineDev/model-1/Config/extra' })).rejects.toThrow('不存在');
  });
});
