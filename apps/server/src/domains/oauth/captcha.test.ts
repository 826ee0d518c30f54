import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';

describe.each(databaseKinds)('captcha switched on by LOGIN_CAPTCHA on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { loginCaptcha: true, loginMaxFailures: 5 });
  });
  afterAll(() => server?.close());

  const login = (form: Record<string, string>) => call(server.app, 'POST', '/api/oauth/Login', { form });
  /** Draws a captcha for `timestamp` and reads its text, as the person at the login page would. */
  const captchaFor = async (timestamp: string) => {
    await server.app.inject({ method: 'GET', url: `/api/oauth/ImageCode/4/${timestamp}` });
    const row = await server.db
      .selectFrom('captcha')
      .select('code')
      .where('key', '=', timestamp)
      .executeTakeFirstOrThrow();
    return row.code;
  };
  const staffFailures = async () => {
    const row = await server.db
      .selectFrom('users')
      .select(['errorCount', 'lockUntil'])
      .where('account', '=', 'staff')
      .executeTakeFirstOrThrow();
    return row;
  };

  it('tells the login page to show the captcha, as the system setting would', async () => {
    const setting = await server.db
      .selectFrom('sysConfig')
      .select('value')
      .where('key', '=', 'enableVerificationCode')
      .executeTakeFirst();
    expect(setting?.value ?? '0').toBe('0');
    const config = await call(server.app, 'GET', '/api/oauth/getConfig/staff');
    expect(config).toEqual({
      code: 200,
      msg: 'Success',
      data: { enableVerificationCode: 1, verificationCodeNumber: 4 },
    });
  });

  it('refuses a missing or wrong captcha before the password is checked', async () => {
    expect(await login(loginForm('staff', 'wrong-password1'))).toEqual({ code: 400, msg: '请输入验证码' });
    const code = await captchaFor('1700000000100');
    const wrong = code === 'zzzz' ? 'yyyy' : 'zzzz';
    expect(
      await login(loginForm('staff', 'wrong-password1', { code: wrong, timestamp: '1700000000100' })),
    ).toEqual({ code: 400, msg: '验证码错误' });
    // No try of the account was spent on either.
    expect(await staffFailures()).toEqual({ errorCount: 0, lockUntil: null });
  });

  it('signs in with the right captcha and password', async () => {
    const code = await captchaFor('1700000000101');
    const answer = await login(loginForm('staff', 'staff123', { code, timestamp: '1700000000101' }));
    expect(answer.code).toBe(200);
  });
});
