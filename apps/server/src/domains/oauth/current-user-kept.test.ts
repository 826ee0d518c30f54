import type { CurrentUser, MenuItem } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const codes = (menus: MenuItem[]): string[] =>
  menus.flatMap((menu) => [menu.enCode, ...codes(menu.children)]);

describe.each(databaseKinds)('CurrentUser kept between requests on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server?.close());

  const currentUser = async (token: string) => {
    const answer = await call<CurrentUser>(server.app, 'GET', '/api/oauth/CurrentUser', { token });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as CurrentUser;
  };

  it('answers every change to the user, the menus, the grants and the settings on the next call', async () => {
    const token = await signIn(server.app, 'staff', 'staff123');
    const before = await currentUser(token);
    expect(await currentUser(token)).toEqual(before);

    await server.db.updateTable('users').set({ realName: '改名后' }).where('account', '=', 'staff').execute();
    expect((await currentUser(token)).userInfo.userName).toBe('改名后');

    const granted = codes(before.menuList);
    expect(granted.length).toBeGreaterThan(0);
    await server.db.deleteFrom('authorize').where('roleId', '=', 'role-staff').execute();
    expect(codes((await currentUser(token)).menuList)).toEqual([]);
    expect((await currentUser(token)).permissionList).toEqual([]);

    await server.db
      .insertInto('sysConfig')
      .values({ key: 'sysName', value: '新名称' })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: '新名称' }))
      .execute();
    expect((await currentUser(token)).sysConfigInfo.sysName).toBe('新名称');
  });

  it("hides a menu entry switched off from the administrator's next call", async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    expect(codes((await currentUser(token)).menuList)).toContain('system.dictionary');
    await server.db
      .updateTable('module')
      .set({ enabledMark: 0 })
      .where('enCode', '=', 'system.dictionary')
      .execute();
    expect(codes((await currentUser(token)).menuList)).not.toContain('system.dictionary');
  });
});
