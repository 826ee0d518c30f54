import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

describe.each(databaseKinds)('online users and forced offline on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const liveSessions = async (userId: string) =>
    (
      await server.db
        .selectFrom('userSession')
        .select('id')
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .execute()
    ).length;

  it('refuses staff, who lack the menu, and changes nothing', async () => {
    const admin = await signIn(server.app, 'admin', 'admin123');
    const staff = await signIn(server.app, 'staff', 'staff123');
    expect(await call(server.app, 'GET', '/api/system/OnlineUser', { token: staff })).toEqual({
      code: 403,
      msg: 'Permission Denied',
    });
    const before = await liveSessions('user-admin');
    expect(await call(server.app, 'DELETE', '/api/system/OnlineUser/user-admin', { token: staff })).toEqual({
      code: 403,
      msg: 'Permission Denied',
    });
    expect(await liveSessions('user-admin')).toBe(before);
    expect((await call(server.app, 'GET', '/api/oauth/CurrentUser', { token: admin })).code).toBe(200);
  });

  it("answers JNPF's web client the rows as the data itself, and the console {list}", async () => {
    const admin = await signIn(server.app, 'admin', 'admin123');
    // Both clients send JNPF's request helper's header and a cache-busting time; only the console
    // asks for the canonical shape.
    const sent = { token: admin, headers: { 'jnpf-origin': 'pc' } };
    const url = `/api/system/OnlineUser?keyword=admin&n=${Date.now()}`;
    const asJnpf = await call<Array<{ userId: string }>>(server.app, 'GET', url, { ...sent, shape: 'jnpf' });
    expect(asJnpf.data).toEqual([
      expect.objectContaining({
        userId: 'user-admin',
        userName: '管理员/admin',
        loginPlatForm: expect.any(String),
      }),
    ]);
    const asConsole = await call(server.app, 'GET', url, { ...sent, shape: 'canonical' });
    expect(asConsole.data).toEqual({ list: [expect.objectContaining({ userId: 'user-admin' })] });
  });

  it('refuses a role that has the menu but not the force-offline button', async () => {
    await server.db
      .insertInto('authorize')
      .values([{ roleId: 'role-staff', itemType: 'module', itemId: 'menu-permission.onlineUser' }])
      .execute();
    const staff = await signIn(server.app, 'staff', 'staff123');
    const list = await call<{ list: Array<{ userId: string }> }>(
      server.app,
      'GET',
      '/api/system/OnlineUser',
      { token: staff },
    );
    expect(list.code).toBe(200);
    expect(list.data?.list.map((row) => row.userId)).toEqual(
      expect.arrayContaining(['user-admin', 'user-staff']),
    );
    expect(
      (await call(server.app, 'DELETE', '/api/system/OnlineUser/user-admin', { token: staff })).code,
    ).toBe(403);
    await server.db
      .deleteFrom('authorize')
      .where('roleId', '=', 'role-staff')
      .where('itemId', '=', 'menu-permission.onlineUser')
      .execute();
  });

  it('forces a user offline: their tokens answer 601 at once', async () => {
    const admin = await signIn(server.app, 'admin', 'admin123');
    const staff = await signIn(server.app, 'staff', 'staff123');
    const answer = await call(server.app, 'DELETE', '/api/system/OnlineUser/user-staff', { token: admin });
    expect(answer).toEqual({ code: 200, msg: '强制下线成功' });
    const kicked = await call(server.app, 'GET', '/api/oauth/CurrentUser', { token: staff });
    expect(kicked.code).toBe(601);
    expect(await liveSessions('user-staff')).toBe(0);
    // Signing in again works: forced offline ends sessions, it does not lock the account.
    expect(
      (
        await call(server.app, 'GET', '/api/oauth/CurrentUser', {
          token: await signIn(server.app, 'staff', 'staff123'),
        })
      ).code,
    ).toBe(200);
  });

  it('will not force yourself offline, and says when the user is not online', async () => {
    const admin = await signIn(server.app, 'admin', 'admin123');
    expect(await call(server.app, 'DELETE', '/api/system/OnlineUser/user-admin', { token: admin })).toEqual({
      code: 400,
      msg: '不能强制下线自己',
    });
    expect(await call(server.app, 'DELETE', '/api/system/OnlineUser/user-newuser', { token: admin })).toEqual(
      { code: 400, msg: '该用户不在线' },
    );
  });
});
