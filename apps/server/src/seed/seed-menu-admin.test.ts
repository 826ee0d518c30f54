import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMenuCodes } from '../domains/menu-admin/test-fixtures.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import { MENU_ADMIN_MENU } from './demo-menus.js';

describe.each(databaseKinds)('the seeded 菜单管理 entry on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const removeEntry = async () => {
    await server.db.deleteFrom('authorize').where('itemId', 'like', `${MENU_ADMIN_MENU.id}%`).execute();
    await server.db.deleteFrom('module').where('id', '=', MENU_ADMIN_MENU.id).execute();
  };

  it('is offered to the administrator with its buttons, and not to staff', async () => {
    const admin = await signIn(server.app, 'admin', 'admin123');
    expect(await currentMenuCodes(server, admin)).toContain('system.menu');
    const grants = await server.db
      .selectFrom('authorize')
      .select(['roleId', 'itemId'])
      .where('itemId', 'like', `${MENU_ADMIN_MENU.id}%`)
      .orderBy('itemId')
      .execute();
    expect(new Set(grants.map((grant) => grant.roleId))).toEqual(new Set(['role-admin']));
    expect(grants.map((grant) => grant.itemId)).toEqual(
      expect.arrayContaining([
        MENU_ADMIN_MENU.id,
        `${MENU_ADMIN_MENU.id}:btn_add`,
        `${MENU_ADMIN_MENU.id}:btn_remove`,
      ]),
    );
    const staff = await signIn(server.app, 'staff', 'staff123');
    expect(await currentMenuCodes(server, staff)).not.toContain('system.menu');
  });

  it('is added to an installation seeded before it existed, last under 系统管理, once', async () => {
    await removeEntry();
    await server.db.deleteFrom('sysConfig').where('key', '=', 'seed.menuAdmin').execute();
    await server.restart();

    const admin = await signIn(server.app, 'admin', 'admin123');
    const menu = await call<{ list: Array<{ enCode: string; children: Array<{ enCode: string }> }> }>(
      server.app,
      'GET',
      '/api/system/Menu',
      { token: admin },
    );
    expect(menu.code, menu.msg).toBe(200);
    const system = menu.data?.list.find((entry) => entry.enCode === 'system');
    expect(system?.children.at(-1)?.enCode).toBe('system.menu');
    const buttons = await server.db
      .selectFrom('moduleButton')
      .select('enCode')
      .where('moduleId', '=', MENU_ADMIN_MENU.id)
      .execute();
    expect(buttons.map((button) => button.enCode).sort()).toEqual([
      'btn_add',
      'btn_detail',
      'btn_edit',
      'btn_remove',
    ]);

    // Removed by an administrator, it stays removed at the next start.
    await removeEntry();
    await server.restart();
    expect(
      await server.db.selectFrom('module').select('id').where('enCode', '=', 'system.menu').execute(),
    ).toEqual([]);
  });
});
