import type { Envelope } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, loginForm, startTestServer, type TestServer } from '../../testing/test-server.js';
import { countAttempt, throttleKey } from './ip-throttle.js';

describe('the address the throttle counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(throttleKey(ip)).toBe(key);
  });
});

const MAX = 6;
const THROTTLED = { code: 400, msg: '登录失败次数过多，请15分钟后再试' };

describe.each(databaseKinds)('sign-in throttle per client address on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { loginIpMaxFailures: MAX, loginIpWindowMinutes: 15 });
  });
  afterAll(() => server?.close());

  const loginFrom = async (remoteAddress: string, form: Record<string, string>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    return response.json() as Envelope<{ token: string }>;
  };
  const errorCount = async (account: string) =>
    (
      await server.db
        .selectFrom('users')
        .select('errorCount')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).errorCount;
  const resetAccounts = () =>
    server.db.updateTable('users').set({ errorCount: 0, lockUntil: null }).execute();
  /** Failures of every mode, each at another account, so that no single account locks. */
  const failures = [
    loginForm('admin', 'wrong-password1'),
    loginForm('staff', 'wrong-password1'),
    loginForm('nobody', 'wrong-password1'),
    loginForm('13800000001@staff.sub', 'wrong-password1'),
    { account: '13900000009', code: '123456', origin: 'sms' },
    loginForm('newuser', 'wrong-password1'),
  ];

  it('refuses even the right password once one address failed too often, across accounts', async () => {
    await resetAccounts();
    for (const form of failures) expect((await loginFrom('203.0.113.7', form)).code).toBe(400);
    expect(await errorCount('staff')).toBe(1);

    expect(await loginFrom('203.0.113.7', loginForm('staff', 'staff123'))).toEqual(THROTTLED);
    expect(await loginFrom('203.0.113.7', loginForm('nobody', 'wrong-password1'))).toEqual(THROTTLED);
    // Refused before the password was looked at: no try of the account was spent.
    expect(await errorCount('staff')).toBe(1);
    const logged = await server.db
      .selectFrom('loginLog')
      .select(['message', 'ipAddress'])
      .where('ipAddress', '=', '203.0.113.7')
      .orderBy('loginTime', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.message).toBe(THROTTLED.msg);

    // Another address is not held back.
    expect((await loginFrom('198.51.100.9', loginForm('staff', 'staff123'))).code).toBe(200);
  });

  it('lets the address in again once its window has passed', async () => {
    await resetAccounts();
    for (const form of failures) await loginFrom('203.0.113.8', form);
    expect(await loginFrom('203.0.113.8', loginForm('staff', 'staff123'))).toEqual(THROTTLED);
    await server.db
      .updateTable('loginIpFailure')
      .set({ windowStart: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where('ipAddress', '=', '203.0.113.8')
      .execute();
    expect((await loginFrom('203.0.113.8', loginForm('staff', 'staff123'))).code).toBe(200);
  });

  it('counts no successes, and a success does not wipe the failures others made there', async () => {
    await resetAccounts();
    for (let time = 0; time < MAX + 2; time++) {
      expect((await loginFrom('203.0.113.9', loginForm('staff', 'staff123'))).code).toBe(200);
    }
    for (const form of failures.slice(0, MAX - 1)) await loginFrom('203.0.113.9', form);
    expect((await loginFrom('203.0.113.9', loginForm('admin', 'admin123'))).code).toBe(200);
    expect((await loginFrom('203.0.113.9', loginForm('nobody', 'wrong-password1'))).code).toBe(400);
    expect(await loginFrom('203.0.113.9', loginForm('admin', 'admin123'))).toEqual(THROTTLED);
  });

  it('counts a burst of simultaneous attempts, so at most the limit of them get checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 * MAX }, (_, n) =>
        loginFrom('203.0.113.10', loginForm(`nobody${n}`, 'wrong-password1')),
      ),
    );
    const checked = answers.filter((answer) => answer.msg === '账号或密码错误，请重新输入');
    expect(checked.length).toBeLessThanOrEqual(MAX);
    expect(answers.filter((answer) => answer.msg === THROTTLED.msg)).toHaveLength(3 * MAX - checked.length);
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    for (const [n, form] of failures.entries()) await loginFrom(`2001:db8:7:7::${n + 1}`, form);
    expect(await loginFrom('2001:db8:7:7:abcd::1', loginForm('staff', 'staff123'))).toEqual(THROTTLED);
    expect((await loginFrom('2001:db8:7:8::1', loginForm('staff', 'staff123'))).code).toBe(200);
  });

  it('counts nothing when LOGIN_IP_MAX_FAILURES is 0', async () => {
    const policy = { loginIpMaxFailures: 0, loginIpWindowMinutes: 15 };
    for (let time = 0; time < 3; time++)
      expect(await countAttempt(server.db, '192.0.2.1', policy)).toBeNull();
    const rows = await server.db
      .selectFrom('loginIpFailure')
      .selectAll()
      .where('ipAddress', '=', '192.0.2.1')
      .execute();
    expect(rows).toEqual([]);
  });
});
