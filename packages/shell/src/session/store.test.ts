import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { changeLanguage } from '../i18n/i18n.js';
import { setNavigator } from '../navigation/navigator.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, adminUser, fail, ok } from '../testing/fixtures.js';
import { SessionError, sessionText } from './messages.js';
import { NO_PERMISSION, NOT_VERIFIED, useSessionStore } from './store.js';

vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);
const navigate = vi.fn();
let restoreNavigator: () => void;

const NOT_VERIFIED_ZH = '验证失败，请重新登录。';
const NO_PERMISSION_ZH = '您的权限不足，请联系管理员';

beforeEach(async () => {
  await changeLanguage('zh');
  navigate.mockClear();
  restoreNavigator = setNavigator(navigate);
  useSessionStore.setState({
    token: null,
    userInfo: null,
    menuList: [],
    permissionList: [],
    sysConfig: null,
    signedOut: false,
  });
});
afterEach(() => restoreNavigator());

const session = () => useSessionStore.getState();
const signedIn = {
  'POST /api/oauth/Login': ok({ token: ADMIN_TOKEN, theme: 'functional' }),
  'GET /api/oauth/CurrentUser': ok(adminUser()),
};

describe('login', () => {
  it('trims the account, sends the md5 of the password form-encoded, and keeps the session', async () => {
    const { calls } = fakeServer(signedIn);
    await session().login({ account: '  admin ', password: 'admin123' });

    const [login, currentUser] = calls;
    expect(login?.config.headers['Content-Type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(login?.form ?? [])).toEqual({
      account: 'admin',
      password: '0192023a7bbd73250516f069df18b500',
      grant_type: 'password',
      origin: 'password',
    });
    // The user is loaded with the new token before the token is kept.
    expect(currentUser?.headers.Authorization).toBe(ADMIN_TOKEN);
    expect(session()).toMatchObject({
      token: ADMIN_TOKEN,
      userInfo: { userName: '管理员' },
      sysConfig: { sysName: 'Formwork' },
    });
    expect(session().menuList).toHaveLength(2);
    expect(useSettingsStore.getState().layoutType).toBe('functional');
    expect(window.localStorage.getItem('jnpf_layoutType')).toBe('"functional"');
    expect(window.localStorage.getItem('jnpf_token')).toBe(ADMIN_TOKEN);
    expect(JSON.parse(window.localStorage.getItem('jnpf_sysConfig') ?? '{}')).toMatchObject({
      sysName: 'Formwork',
    });
  });

  it("takes the user's stored language (SystemLanguage) in place of the browser's", async () => {
    useAppStore.getState().setLanguage('zh');
    fakeServer({
      ...signedIn,
      'GET /api/oauth/CurrentUser': ok({ ...adminUser(), userInfo: { ...adminInfo(), language: 'en' } }),
    });
    await session().login({ account: 'admin', password: 'admin123' });
    expect(useAppStore.getState().language).toBe('en');
    useAppStore.getState().setLanguage('zh');
  });

  it('sends the captcha text and its key when given', async () => {
    const { calls } = fakeServer(signedIn);
    await session().login({
      account: 'admin',
      password: 'admin123',
      code: ' ab12 ',
      timestamp: '1700000000000',
    });
    expect(calls[0]?.form.get('code')).toBe('ab12');
    expect(calls[0]?.form.get('timestamp')).toBe('1700000000000');
  });

  it('rejects with the answer body and keeps no token when the server refuses', async () => {
    const refusal = fail(400, '账号已被锁定，请10分钟后再试');
    fakeServer({ 'POST /api/oauth/Login': refusal });
    await expect(session().login({ account: 'admin', password: 'x' })).rejects.toEqual(refusal);
    expect(session().token).toBeNull();
  });

  it('keeps no token when the user may see nothing', async () => {
    fakeServer({ ...signedIn, 'GET /api/oauth/CurrentUser': ok(adminUser({ menuList: [] })) });
    await expect(session().login({ account: 'admin', password: 'admin123' })).rejects.toThrow(
      NO_PERMISSION_ZH,
    );
    expect(session().token).toBeNull();
  });

  it('falls back to the classic layout for an unknown theme', () => {
    const settings = useSettingsStore.getState();
    settings.applyServerTheme('blend');
    expect(useSettingsStore.getState().layoutType).toBe('blend');
    settings.applyServerTheme('purple');
    expect(useSettingsStore.getState().layoutType).toBe('classic');
    settings.applyServerTheme(undefined);
    expect(useSettingsStore.getState().layoutType).toBe('classic');
  });
});

describe('loadCurrentUser', () => {
  beforeEach(() => useSessionStore.setState({ token: ADMIN_TOKEN }));

  it('stores the user, menus, permissions and system settings', async () => {
    fakeServer({ 'GET /api/oauth/CurrentUser': ok(adminUser()) });
    await session().loadCurrentUser();
    expect(session().userInfo?.userAccount).toBe('admin');
    expect(session().menuList.map((entry) => entry.fullName)).toEqual(['系统管理', '个人信息']);
  });

  it('rejects without user info', async () => {
    fakeServer({ 'GET /api/oauth/CurrentUser': ok({ menuList: [] }) });
    await expect(session().loadCurrentUser()).rejects.toThrow(NOT_VERIFIED_ZH);
  });

  it('rejects when the menu list is empty', async () => {
    fakeServer({ 'GET /api/oauth/CurrentUser': ok(adminUser({ menuList: [] })) });
    await expect(session().loadCurrentUser()).rejects.toThrow(NO_PERMISSION_ZH);
    expect(session().userInfo).toBeNull();
  });

  it('makes one call for concurrent callers', async () => {
    const { calls } = fakeServer({ 'GET /api/oauth/CurrentUser': ok(adminUser()) });
    await Promise.all([session().loadCurrentUser(), session().loadCurrentUser()]);
    expect(calls).toHaveLength(1);
  });

  it('rejects at once without a token', async () => {
    useSessionStore.setState({ token: null });
    await expect(session().loadCurrentUser()).rejects.toThrow(NOT_VERIFIED_ZH);
  });
});

describe('refusal words', () => {
  it('are the catalogue words of each language', () => {
    expect(sessionText(NOT_VERIFIED, 'zh')).toBe(NOT_VERIFIED_ZH);
    expect(sessionText(NO_PERMISSION, 'zh')).toBe(NO_PERMISSION_ZH);
    expect(sessionText(NOT_VERIFIED, 'zhtw')).toBe('驗證失敗，請重新登入。');
    expect(sessionText(NO_PERMISSION, 'zhtw')).toBe('您的權限不足，請聯繫管理員');
    expect(sessionText(NOT_VERIFIED, 'en')).toBe('Verification failed, please sign in again.');
    expect(sessionText(NO_PERMISSION, 'en')).toBe(
      'You do not have permission. Please contact the administrator.',
    );
  });

  it('are read in the language of the moment the refusal is shown', async () => {
    useSessionStore.setState({ token: ADMIN_TOKEN });
    fakeServer({ 'GET /api/oauth/CurrentUser': ok(adminUser({ menuList: [] })) });
    const refusal: unknown = await session()
      .loadCurrentUser()
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SessionError);
    expect((refusal as Error).message).toBe(NO_PERMISSION_ZH);
    await changeLanguage('en');
    expect((refusal as Error).message).toBe('You do not have permission. Please contact the administrator.');
    await changeLanguage('zhtw');
    expect((refusal as Error).message).toBe('您的權限不足，請聯繫管理員');
  });
});

describe('logout', () => {
  it('ends the session on the server, forgets it here and shows the login page', async () => {
    const { calls } = fakeServer({ 'GET /api/oauth/Logout': ok(undefined, '退出成功') });
    useSessionStore.setState({ token: ADMIN_TOKEN, userInfo: adminInfo(), menuList: adminUser().menuList });

    await session().logout();
    expect(calls[0]?.headers.Authorization).toBe(ADMIN_TOKEN);
    expect(session()).toMatchObject({
      token: null,
      userInfo: null,
      menuList: [],
      permissionList: [],
      signedOut: true,
    });
    expect(window.localStorage.getItem('jnpf_token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('signs out locally even when the server call fails', async () => {
    fakeServer({ 'GET /api/oauth/Logout': fail(500, '服务器异常') });
    useSessionStore.setState({ token: ADMIN_TOKEN });
    await session().logout();
    expect(session().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('fresh sign-in', () => {
  it('is flagged once after a sign-in, and not by loading the user on a reload', async () => {
    fakeServer(signedIn);
    await session().login({ account: 'admin', password: 'admin123' });
    expect(session().takeFreshSignIn()).toBe(true);
    expect(session().takeFreshSignIn()).toBe(false);

    await session().loadCurrentUser();
    expect(session().takeFreshSignIn()).toBe(false);
  });
});

describe('lock', () => {
  it('keeps the locked flag in jnpf_isLock, and a sign-in clears it', async () => {
    session().setLocked(true);
    expect(window.localStorage.getItem('jnpf_isLock')).toBe('true');
    fakeServer(signedIn);
    await session().login({ account: 'admin', password: 'admin123' });
    expect(session().isLock).toBe(false);
    expect(window.localStorage.getItem('jnpf_isLock')).toBe('false');
  });
});
