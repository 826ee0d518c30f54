import { sql } from 'kysely';
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

describe.each(databaseKinds)('sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { loginMaxFailures: 5, loginLockMinutes: 10 });
  });
  afterAll(() => server?.close());

  const login = (form: Record<string, string>) =>
    call<{ token: string; theme: string }>(server.app, 'POST', '/api/oauth/Login', { form });
  const loginLogCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('loginLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('signs in with the md5 of the password, trims the account, and records the sign-in', async () => {
    const answer = await login(loginForm('  admin ', 'admin123'));
    expect(answer.code).toBe(200);
    expect(answer.data?.token).toMatch(/^bearer [A-Za-z0-9_-]{43}$/);
    expect(answer.data?.theme).toBe('classic');

    const log = await server.db
      .selectFrom('loginLog')
      .selectAll()
      .orderBy('loginTime', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      account: 'admin',
      userId: 'user-admin',
      success: true,
      ipAddressName: '本地局域网',
    });
    // The token itself is never stored, only its hash.
    const raw = answer.data?.token.split(' ')[1] as string;
    const stored = await server.db.selectFrom('userSession').select('tokenHash').execute();
    expect(stored.some((row) => row.tokenHash.includes(raw))).toBe(false);
  });

  it('stores passwords as argon2id of the md5, never the md5 itself', async () => {
    const user = await server.db
      .selectFrom('users')
      .select('passwordHash')
      .where('account', '=', 'staff')
      .executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(md5('staff123'));
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await login(loginForm('staff', 'not-the-password1'));
    const unknown = await login(loginForm('nobody', 'whatever1'));
    expect(unknown).toEqual({ code: 400, msg: '账号或密码错误，请重新输入' });
    expect(wrong).toEqual(unknown);
    await server.db.updateTable('users').set({ errorCount: 0 }).where('account', '=', 'staff').execute();
  });

  it('locks an account, administrator included, after five wrong passwords', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await login(loginForm('admin', 'wrong-password1'));
      expect(answer).toEqual({ code: 400, msg: '账号或密码错误，请重新输入' });
    }
    const fifth = await login(loginForm('admin', 'wrong-password1'));
    expect(fifth.code).toBe(400);
    expect(fifth.msg).toBe('密码错误次数过多，账号已被锁定，请10分钟后再试');

    const right = await login(loginForm('admin', 'admin123'));
    expect(right).toEqual({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    const user = await server.db
      .selectFrom('users')
      .select('lockUntil')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(user.lockUntil?.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    // Once the lock time has passed, the right password works again.
    await server.db
      .updateTable('users')
      .set({ lockUntil: new Date(Date.now() - 1000) })
      .where('account', '=', 'admin')
      .execute();
    expect((await login(loginForm('admin', 'admin123'))).code).toBe(200);
  });

  it('counts simultaneous wrong passwords, so a burst cannot slip past the limit', async () => {
    await Promise.all(Array.from({ length: 5 }, () => login(loginForm('staff', 'wrong-password1'))));
    const user = await server.db
      .selectFrom('users')
      .select(['lockUntil', 'errorCount'])
      .where('account', '=', 'staff')
      .executeTakeFirstOrThrow();
    expect(user.lockUntil).not.toBeNull();
    await server.db
      .updateTable('users')
      .set({ lockUntil: null, errorCount: 0 })
      .where('account', '=', 'staff')
      .execute();
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const before = await loginLogCount();
    const cases: Array<[unknown, string]> = [
      [{ password: md5('x') }, '账户: 不能为空'],
      [{ account: 'admin' }, 'password: 不能为空'],
      [{ account: 42, password: md5('admin123') }, '账户: 应为文本'],
      [{ account: 'admin', password: 'admin123' }, 'password: 格式不正确'],
      [{ account: 'a'.repeat(101), password: md5('admin123') }, '账户: 不能超过100个字符'],
      [{ account: 'ad\u0000min', password: md5('admin123') }, 'body: 含有无法保存的字符'],
    ];
    for (const [body, message] of cases) {
      expect(await call(server.app, 'POST', '/api/oauth/Login', { body })).toMatchObject({
        code: 400,
        msg: message,
      });
    }
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(malformed.json()).toEqual({ code: 400, msg: 'body: 不是有效的 JSON' });
    expect(await loginLogCount()).toBe(before);
  });

  it('asks for the image captcha when the system setting says so', async () => {
    await server.db.insertInto('sysConfig').values({ key: 'enableVerificationCode', value: '1' }).execute();
    try {
      const config = await call(server.app, 'GET', '/api/oauth/getConfig/admin');
      expect(config.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 });

      expect(await login(loginForm('staff', 'staff123'))).toEqual({ code: 400, msg: '请输入验证码' });

      const image = await server.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/1700000000000' });
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toMatch(/^<svg/);
      const { code } = await server.db
        .selectFrom('captcha')
        .select('code')
        .where('key', '=', '1700000000000')
        .executeTakeFirstOrThrow();
      expect(code).toHaveLength(4);

      const wrong = await login(loginForm('staff', 'staff123', { code: 'zzzz', timestamp: '1700000000000' }));
      expect(wrong).toEqual({ code: 400, msg: '验证码错误' });
      // A captcha answers once: after a wrong guess the right text no longer works.
      const reused = await login(loginForm('staff', 'staff123', { code, timestamp: '1700000000000' }));
      expect(reused.msg).toBe('验证码已过期，请刷新后重试');

      await server.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/1700000000001' });
      const fresh = await server.db
        .selectFrom('captcha')
        .select('code')
        .where('key', '=', '1700000000001')
        .executeTakeFirstOrThrow();
      const ok = await login(
        loginForm('staff', 'staff123', { code: fresh.code.toUpperCase(), timestamp: '1700000000001' }),
      );
      expect(ok.code).toBe(200);
    } finally {
      await server.db.deleteFrom('sysConfig').where('key', '=', 'enableVerificationCode').execute();
    }
  });

  it('ends the token at once on logout', async () => {
    const token = await signIn(server.app, 'staff', 'staff123');
    expect((await call(server.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(200);
    expect(await call(server.app, 'GET', '/api/oauth/Logout', { token })).toEqual({
      code: 200,
      msg: '退出成功',
    });
    expect((await call(server.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(600);
  });

  it('answers 600 for an expired token', async () => {
    const token = await signIn(server.app, 'staff', 'staff123');
    await server.db
      .updateTable('userSession')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await call(server.app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(600);
  });

  it('unlocks the lock screen with the right password only', async () => {
    const token = await signIn(server.app, 'staff', 'staff123');
    const wrong = await call(server.app, 'POST', '/api/oauth/LockScreen', {
      token,
      body: { account: 'staff', password: md5('nope12345') },
    });
    expect(wrong).toEqual({ code: 400, msg: '账号或密码错误，请重新输入（还可尝试4次）' });
    const other = await call(server.app, 'POST', '/api/oauth/LockScreen', {
      token,
      body: { account: 'admin', password: md5('admin123') },
    });
    expect(other).toEqual({ code: 400, msg: '账户与当前登录用户不一致' });
    const right = await call(server.app, 'POST', '/api/oauth/LockScreen', {
      token,
      body: { account: 'staff', password: md5('staff123') },
    });
    expect(right).toEqual({ code: 200, msg: '解锁成功' });
    await server.db.updateTable('users').set({ errorCount: 0 }).where('account', '=', 'staff').execute();
  });
});
