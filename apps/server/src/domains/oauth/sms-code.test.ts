import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, readConfig } from '../../config.js';
import { call, databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createCodeSender, logCodeSender } from './code-sender.js';

const STAFF_MOBILE = '13800000001';
const NOBODY_MOBILE = '13900000009';

describe.each(databaseKinds)('mobile verification code sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { codeOutboxFile: 'outbox.jsonl' });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.db.deleteFrom('smsCode').execute();
    await server.db.updateTable('users').set({ errorCount: 0, lockUntil: null }).execute();
  });

  /** How many codes the outbox held before the latest request: the code sent for it comes after. */
  let sentBefore = 0;
  const askCode = async (mobile: string) => {
    sentBefore = (await outbox()).length;
    return call<{ resendAfter: number; expiresIn: number }>(server.app, 'POST', '/api/oauth/SmsCode', {
      body: { mobile },
    });
  };
  const signInWith = (mobile: string, code: string) =>
    call<{ token: string; theme: string }>(server.app, 'POST', '/api/oauth/Login', {
      form: { account: mobile, code, origin: 'sms', grant_type: 'password' },
    });
  const outbox = async (): Promise<Array<{ mobile: string; code: string }>> => {
    const text = await readFile(join(server.config.dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  };
  /**
   * Sending is not awaited by the call (see issueSmsCode), so the outbox may lag a moment; only a
   * code written after the latest request counts, not one left by an earlier test.
   */
  const lastCodeFor = async (mobile: string) => {
    let sent: string | undefined;
    await vi.waitFor(async () => {
      sent = (await outbox())
        .slice(sentBefore)
        .filter((entry) => entry.mobile === mobile)
        .at(-1)?.code;
      expect(sent).toBeDefined();
    });
    return sent as string;
  };
  /** Moves the number's codes back in time, as if `ms` had passed. */
  const age = (ms: number) =>
    server.db
      .updateTable('smsCode')
      .set((eb) => ({
        createdAt: eb.val(new Date(Date.now() - ms)),
        expiresAt: eb.val(new Date(Date.now() - ms + 300_000)),
      }))
      .execute();

  it('refuses a malformed number with the phone rule message', async () => {
    expect(await askCode('1380000000')).toEqual({ code: 400, msg: '请正确输入您的手机号' });
    expect(await askCode('23800000001')).toEqual({ code: 400, msg: '请正确输入您的手机号' });
  });

  it('sends a 6-digit code valid 5 minutes, stores only its hash, and signs in with it once', async () => {
    const before = (await outbox()).length;
    const answer = await askCode(STAFF_MOBILE);
    expect(answer).toEqual({ code: 200, msg: '验证码已发送', data: { resendAfter: 60, expiresIn: 300 } });
    const code = await lastCodeFor(STAFF_MOBILE);
    expect((await outbox()).length).toBe(before + 1);
    expect(code).toMatch(/^\d{6}$/);

    const row = await server.db.selectFrom('smsCode').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mobile: STAFF_MOBILE, userId: 'user-staff', usedAt: null });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(300_000);

    const signedIn = await signInWith(STAFF_MOBILE, code);
    expect(signedIn.code).toBe(200);
    const me = await call<{ userInfo: { userAccount: string } }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      {
        token: signedIn.data?.token,
      },
    );
    expect(me.data?.userInfo.userAccount).toBe('staff');

    const again = await signInWith(STAFF_MOBILE, code);
    expect(again.code).toBe(400);
    expect(again.msg).toContain('验证码错误或已过期');
  });

  it('allows one code a minute and ten an hour per number, saying how long to wait', async () => {
    expect((await askCode(STAFF_MOBILE)).code).toBe(200);
    const soon = await askCode(STAFF_MOBILE);
    expect(soon.code).toBe(400);
    expect(soon.msg).toMatch(/^验证码发送过于频繁，请(60|59)秒后再试$/);

    await age(61_000);
    expect((await askCode(STAFF_MOBILE)).code).toBe(200);
    // Only the newest code of a number works.
    const codes = await server.db.selectFrom('smsCode').select('usedAt').execute();
    expect(codes.filter((row) => row.usedAt === null)).toHaveLength(1);

    for (let sent = 2; sent < 10; sent++) {
      await age(61_000 * (10 - sent));
      expect((await askCode(STAFF_MOBILE)).code).toBe(200);
    }
    await age(30 * 60_000);
    const tooMany = await askCode(STAFF_MOBILE);
    expect(tooMany).toEqual({ code: 400, msg: '该手机号获取验证码次数过多，请30分钟后再试' });
    // Another number is not held back.
    expect((await askCode('13800000000')).code).toBe(200);
  });

  it('answers an unknown number as a known one, rate limit included, but sends nothing', async () => {
    const before = await outbox();
    expect(await askCode(NOBODY_MOBILE)).toEqual(await askCode(STAFF_MOBILE));
    await lastCodeFor(STAFF_MOBILE);
    expect((await askCode(NOBODY_MOBILE)).msg).toMatch(/^验证码发送过于频繁/);
    const sent = (await outbox()).slice(before.length);
    expect(sent.map((entry) => entry.mobile)).toEqual([STAFF_MOBILE]);
    expect((await signInWith(NOBODY_MOBILE, '123456')).msg).toBe('验证码错误或已过期，请重新输入');
  });

  it('counts wrong codes toward the five-failure lockout shared with passwords', async () => {
    const start = new Date();
    await askCode(STAFF_MOBILE);
    const code = await lastCodeFor(STAFF_MOBILE);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await signInWith(STAFF_MOBILE, wrong)).msg).toBe('验证码错误或已过期，请重新输入');
    // A wrong password counts toward the same limit.
    const password = await call(server.app, 'POST', '/api/oauth/Login', {
      form: { account: 'staff', password: '0'.repeat(32), origin: 'password' },
    });
    expect(password.msg).toBe('账号或密码错误，请重新输入');
    const { errorCount } = await server.db
      .selectFrom('users')
      .select('errorCount')
      .where('id', '=', 'user-staff')
      .executeTakeFirstOrThrow();
    expect(errorCount).toBe(2);
    for (let attempt = 3; attempt <= 4; attempt++) await signInWith(STAFF_MOBILE, wrong);
    expect((await signInWith(STAFF_MOBILE, wrong)).msg).toBe(
      '验证码错误次数过多，账号已被锁定，请10分钟后再试',
    );
    expect(await signInWith(STAFF_MOBILE, code)).toEqual({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    const log = await server.db
      .selectFrom('loginLog')
      .select(['userId', 'success'])
      .where('account', '=', STAFF_MOBILE)
      .where('loginTime', '>=', start)
      .execute();
    expect(log).toHaveLength(5);
    expect(log.every((entry) => entry.userId === 'user-staff' && !entry.success)).toBe(true);
  });

  it('refuses an expired code', async () => {
    await askCode(STAFF_MOBILE);
    const code = await lastCodeFor(STAFF_MOBILE);
    await age(301_000);
    expect(await signInWith(STAFF_MOBILE, code)).toEqual({
      code: 400,
      msg: '验证码已过期，请重新获取',
    });
  });

  it('asks for the code before anything else', async () => {
    expect(await signInWith(STAFF_MOBILE, ' ')).toEqual({ code: 400, msg: '请输入验证码' });
    expect(await signInWith('12345', '123456')).toEqual({ code: 400, msg: '请正确输入您的手机号' });
  });
});

describe('code senders', () => {
  it('writes the code to the server log at info level by default', async () => {
    const info = vi.fn();
    const log = { info } as never;
    const sender = createCodeSender({
      config: { codeSender: 'log', dataDir: '/nowhere', codeOutboxFile: undefined },
      log,
    });
    await sender.send({ mobile: STAFF_MOBILE, code: '123456', expiresInSeconds: 300 });
    expect(info).toHaveBeenCalledWith(
      { mobile: STAFF_MOBILE },
      'verification code for 13800000001: 123456 (valid 5 minutes)',
    );
    expect(logCodeSender).toBeTypeOf('function');
  });

  it('names the setting when CODE_SENDER is unknown', () => {
    expect(() =>
      createCodeSender({
        config: { codeSender: 'carrier-pigeon', dataDir: '/x', codeOutboxFile: undefined },
        log: {} as never,
      }),
    ).toThrow(new ConfigError('CODE_SENDER must be one of log, got "carrier-pigeon"'));
  });

  it('reads CODE_SENDER and CODE_OUTBOX_FILE, keeping the outbox inside DATA_DIR', () => {
    expect(readConfig({}, '/x')).toMatchObject({ codeSender: 'log', codeOutboxFile: undefined });
    expect(readConfig({ CODE_OUTBOX_FILE: 'codes.jsonl' }, '/x').codeOutboxFile).toBe('codes.jsonl');
    expect(() => readConfig({ CODE_OUTBOX_FILE: '../codes.jsonl' }, '/x')).toThrow(
      new ConfigError('CODE_OUTBOX_FILE must be a file name inside DATA_DIR, got "../codes.jsonl"'),
    );
  });
});
