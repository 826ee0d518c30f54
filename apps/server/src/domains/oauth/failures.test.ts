import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  md5,
  signIn,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';

const WRONG_PASSWORD = { code: 400, msg: '账号或密码错误，请重新输入' };
const WRONG_CODE = { code: 400, msg: '验证码错误或已过期，请重新输入' };

describe.each(databaseKinds)('sign-in failures do not tell which accounts exist, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Every call comes from one address; the per-address throttle has tests of its own.
    server = await startTestServer(kind, {
      loginMaxFailures: 5,
      loginLockMinutes: 10,
      loginIpMaxFailures: 0,
    });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.db.updateTable('users').set({ errorCount: 0, lockUntil: null, enabledMark: 1 }).execute();
  });

  const login = (form: Record<string, string>) => call(server.app, 'POST', '/api/oauth/Login', { form });
  const errorCount = async (account: string) =>
    (
      await server.db
        .selectFrom('users')
        .select('errorCount')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).errorCount;

  it('answers a wrong password for a real account exactly as for an unknown account', async () => {
    const unknown = await login(loginForm('nobody', 'wrong-password1'));
    expect(unknown).toEqual(WRONG_PASSWORD);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await login(loginForm('staff', 'wrong-password1'))).toEqual(unknown);
      expect(await login(loginForm('13800000001@staff.sub', 'wrong-password1'))).toEqual(unknown);
    }
    // The failures still count toward the lockout, which the fifth one reaches.
    expect(await errorCount('staff')).toBe(4);
    expect((await login(loginForm('staff', 'wrong-password1'))).msg).toBe(
      '密码错误次数过多，账号已被锁定，请10分钟后再试',
    );
  });

  it('answers a wrong password for a disabled account as for an unknown one', async () => {
    await server.db.updateTable('users').set({ enabledMark: 0 }).where('account', '=', 'newuser').execute();
    expect(await login(loginForm('newuser', 'wrong-password1'))).toEqual(WRONG_PASSWORD);
    // Only the right password learns that the account is disabled.
    expect(await login(loginForm('newuser', 'newuser123'))).toEqual({
      code: 400,
      msg: '账号已被禁用，请联系管理员',
    });
  });

  it('answers a wrong mobile code for a known number exactly as for an unknown number', async () => {
    const sms = (mobile: string) => login({ account: mobile, code: '000000', origin: 'sms' });
    // Known numbers get a code first, so the wrong guess is a guess at a real code.
    for (const mobile of ['13800000001', '13900000009']) {
      expect((await call(server.app, 'POST', '/api/oauth/SmsCode', { body: { mobile } })).code).toBe(200);
    }
    const unknown = await sms('13900000009');
    expect(unknown).toEqual(WRONG_CODE);
    expect(await sms('13800000001')).toEqual(unknown);
    expect(await errorCount('staff')).toBe(1);

    await server.db.updateTable('users').set({ enabledMark: 0 }).where('account', '=', 'admin').execute();
    expect(await sms('13800000000')).toEqual(unknown);
  });

  it('still tells someone signed in at the lock screen how many tries are left', async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const wrong = await call(server.app, 'POST', '/api/oauth/LockScreen', {
      token,
      body: { account: 'admin', password: md5('wrong-password1') },
    });
    expect(wrong).toEqual({ code: 400, msg: '账号或密码错误，请重新输入（还可尝试4次）' });
  });
});
