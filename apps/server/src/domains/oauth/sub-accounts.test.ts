import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';
import { parseSubAccountName } from './sub-accounts.js';

describe('the mobile@account form', () => {
  it.each([
    ['13800000001@staff.sub', { mobile: '13800000001', account: 'staff.sub' }],
    [' 13800000001 @ staff.sub ', { mobile: '13800000001', account: 'staff.sub' }],
    ['alice@example.com', null],
    ['13800000001@', null],
    ['12800000001@staff.sub', null],
    ['staff', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseSubAccountName(text)).toEqual(expected);
  });
});

describe.each(databaseKinds)('sub-account sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const login = (account: string, password: string) =>
    call<{ token: string }>(server.app, 'POST', '/api/oauth/Login', { form: loginForm(account, password) });
  const wrong = { code: 400, msg: '账号或密码错误，请重新输入' };

  it('signs in to the seeded sub-account as mobile@account', async () => {
    const answer = await login('13800000001@staff.sub', 'staff123');
    expect(answer.code).toBe(200);
    const me = await call<{ userInfo: { userAccount: string; userName: string } }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      { token: answer.data?.token },
    );
    expect(me.data?.userInfo).toMatchObject({ userAccount: 'staff.sub', userName: '张三（子账号）' });
  });

  it('refuses the bare name and a wrong pairing with the wrong-credentials message', async () => {
    expect(await login('staff.sub', 'staff123')).toEqual(wrong);
    expect(await login('13800000000@staff.sub', 'staff123')).toEqual(wrong);
    expect(await login('13800000001@newuser', 'newuser123')).toEqual(wrong);
    // The main account still signs in by its own name.
    expect((await login('staff', 'staff123')).code).toBe(200);
  });

  it('counts wrong passwords against the sub-account', async () => {
    const answer = await login('13800000001@staff.sub', 'wrong-password1');
    expect(answer).toEqual(wrong);
    const row = await server.db
      .selectFrom('users')
      .select('errorCount')
      .where('id', '=', 'user-staff-sub')
      .executeTakeFirstOrThrow();
    expect(row.errorCount).toBe(1);
  });

  it('seeds the sub-account once, also into a database seeded before sub-accounts existed', async () => {
    const marker = await server.db
      .selectFrom('sysConfig')
      .select('value')
      .where('key', '=', 'seed.subAccounts')
      .executeTakeFirst();
    expect(marker?.value).toBe('1');

    // A database from before this step: no sub-account and no marker.
    await server.db.deleteFrom('users').where('id', '=', 'user-staff-sub').execute();
    await server.db.deleteFrom('sysConfig').where('key', '=', 'seed.subAccounts').execute();
    await server.restart();
    expect((await login('13800000001@staff.sub', 'staff123')).code).toBe(200);

    // Deleted by an administrator afterwards: it stays deleted.
    await server.db.deleteFrom('users').where('id', '=', 'user-staff-sub').execute();
    await server.restart();
    expect(await login('13800000001@staff.sub', 'staff123')).toEqual(wrong);
  });
});
