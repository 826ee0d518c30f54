import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  md5,
  signIn,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';

const SETTINGS = '/api/system/SysConfig';

describe.each(databaseKinds)('system settings on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const put = (body: unknown, token = admin) => call(server.app, 'PUT', SETTINGS, { token, body });

  it('answers the settings, unset lockout and lifetime as the operator set them', async () => {
    const read = await call<Record<string, unknown>>(server.app, 'GET', SETTINGS, { token: admin });
    expect(read.code, read.msg).toBe(200);
    expect(read.data).toMatchObject({
      sysName: 'Formwork',
      tokenTimeout: server.config.tokenTtlMinutes,
      passwordErrorsNumber: server.config.loginMaxFailures,
      lockTime: server.config.loginLockMinutes,
      enableVerificationCode: 0,
      logRetentionDays: 30,
    });
  });

  it("answers JNPF's settings screen that nothing was synchronised with WeCom or DingTalk, to the screen's holders", async () => {
    for (const thirdType of [1, 2])
      expect(
        await call(server.app, 'GET', `/api/system/SynThirdInfo/getSynThirdTotal/${thirdType}`, {
          token: admin,
        }),
      ).toEqual({ code: 200, msg: 'Success', data: [] });
    expect(
      (await call(server.app, 'GET', '/api/system/SynThirdInfo/getSynThirdTotal/3', { token: admin })).code,
    ).toBe(400);
    const staff = await signIn(server.app, 'staff', 'staff123');
    expect(
      (await call(server.app, 'GET', '/api/system/SynThirdInfo/getSynThirdTotal/1', { token: staff })).code,
    ).toBe(403);
  });

  it('refuses a value out of range naming the field, and writes nothing', async () => {
    for (const [body, field] of [
      [{ sysName: 'X', verificationCodeNumber: 99 }, 'verificationCodeNumber'],
      [{ sysName: '' }, 'sysName'],
      [{ logoIcon: 'javascript:alert(1)' }, 'logoIcon'],
      [{ tokenTimeout: 0 }, 'tokenTimeout'],
    ] as const) {
      const answer = await put(body);
      expect(answer.code, JSON.stringify(body)).toBe(400);
      // Named by its label, its code beside the message.
      expect(answer.field).toBe(field);
    }
    const read = await call<Record<string, unknown>>(server.app, 'GET', SETTINGS, { token: admin });
    expect(read.data?.sysName).toBe('Formwork');
  });

  it('shows a new product name in CurrentUser and the sign-in page at once', async () => {
    expect((await put({ sysName: '新平台', copyright: '© 新公司' })).code).toBe(200);
    const current = await call<{ sysConfigInfo: { sysName: string } }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      {
        token: admin,
      },
    );
    expect(current.data?.sysConfigInfo.sysName).toBe('新平台');
    const login = await call<Record<string, unknown>>(server.app, 'GET', '/api/oauth/getLoginConfig');
    expect(login.data).toMatchObject({ sysName: '新平台', copyright: '© 新公司', enableVerificationCode: 0 });
    expect(login.data?.socialsList).toEqual([]);
  });

  it('asks for the captcha once it is turned on, with its length', async () => {
    expect((await put({ enableVerificationCode: 1, verificationCodeNumber: 5 })).code).toBe(200);
    const config = await call<Record<string, unknown>>(server.app, 'GET', '/api/oauth/getConfig/admin');
    expect(config.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 5 });
    const refused = await call(server.app, 'POST', '/api/oauth/Login', {
      form: loginForm('admin', 'admin123'),
    });
    expect(refused.code).toBe(400);
    expect((await put({ enableVerificationCode: 0 })).code).toBe(200);
  });

  it('locks after the set number of wrong passwords, for the set minutes, without a restart', async () => {
    expect((await put({ passwordErrorsNumber: 2, lockTime: 7 })).code).toBe(200);
    const wrong = () =>
      call(server.app, 'POST', '/api/oauth/Login', { form: loginForm('staff', 'nope0000') });
    await wrong();
    const locked = await wrong();
    expect(locked.msg).toContain('7');
    const user = await server.db
      .selectFrom('users')
      .select('lockUntil')
      .where('account', '=', 'staff')
      .executeTakeFirstOrThrow();
    const minutes = ((user.lockUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(6);
    expect(minutes).toBeLessThanOrEqual(7);
    await server.db
      .updateTable('users')
      .set({ lockUntil: null, errorCount: 0 })
      .where('account', '=', 'staff')
      .execute();
  });

  it('gives new sign-ins the set token lifetime', async () => {
    expect((await put({ tokenTimeout: 30 })).code).toBe(200);
    await signIn(server.app, 'staff', 'staff123');
    const session = await server.db
      .selectFrom('userSession')
      .select('expiresAt')
      .orderBy('expiresAt')
      .executeTakeFirstOrThrow();
    const minutes = (session.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('holds a changed password to the policy, with the policy as the message', async () => {
    expect(
      (
        await put({
          passwordStrengthLimit: 1,
          passwordLengthMin: 1,
          passwordLengthMinNumber: 10,
          containsCharacters: 1,
        })
      ).code,
    ).toBe(200);
    const staff = await signIn(server.app, 'staff', 'staff123');
    const change = (newPassword: string) =>
      call(server.app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
        token: staff,
        body: { oldPassword: md5('staff123'), newPassword },
      });
    const weak = await change('abc12345');
    expect(weak.code).toBe(400);
    expect(weak.msg).toBe('新密码: 密码须符合安全策略：至少 10 位，包含特殊字符');
    expect((await change('abc-12345-xyz')).code).toBe(200);
  });
});
