import type { MenuItem, ModulePermission } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadNoticeCount } from '../domains/message/unread.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import { NOTICE_MENU } from './demo-menus.js';
import { WELCOME_NOTICE_ID } from './seed-messages.js';

interface Me {
  menuList: MenuItem[];
  permissionList: ModulePermission[];
}

describe.each(databaseKinds)('the seeded notices on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const me = async (account: string, password: string) => {
    const token = await signIn(server.app, account, password);
    const answer = await call<Me>(server.app, 'GET', '/api/oauth/CurrentUser', { token });
    return { token, ...(answer.data as Me) };
  };
  const noticeEntry = (menuList: MenuItem[]) =>
    menuList
      .find((menu) => menu.enCode === 'system')
      ?.children.find((menu) => menu.enCode === 'system.notice');

  it('puts one unread welcome notice in every enabled user’s inbox on a fresh start', async () => {
    const users = await server.db.selectFrom('users').select('id').where('enabledMark', '=', 1).execute();
    expect(users.length).toBeGreaterThanOrEqual(3);
    for (const { id } of users) expect(await unreadNoticeCount(server.db, id), id).toBe(1);
    const { token } = await me('staff', 'staff123');
    const inbox = await call<{ list: Array<{ id: string; type: number; creatorUser: string }> }>(
      server.app,
      'GET',
      '/api/message',
      { token },
    );
    expect(inbox.data?.list).toEqual([
      expect.objectContaining({ id: WELCOME_NOTICE_ID, type: 1, creatorUser: '管理员/admin' }),
    ]);
  });

  it('offers 通知公告 under 系统管理 to the administrator with its buttons, and not to staff', async () => {
    const admin = await me('admin', 'admin123');
    const entry = noticeEntry(admin.menuList);
    expect(entry).toMatchObject({
      fullName: '通知公告',
      urlAddress: 'system/notice',
      fullNameI18n: NOTICE_MENU.names,
    });
    const buttons = admin.permissionList
      .find((item) => item.modelId === entry?.id)
      ?.button.map((b) => b.enCode);
    expect(buttons?.sort()).toEqual(['btn_add', 'btn_detail', 'btn_edit', 'btn_release', 'btn_remove']);
    const staff = await me('staff', 'staff123');
    expect(noticeEntry(staff.menuList)).toBeUndefined();
  });

  it('adds the entry to an installation seeded before it existed, once, after the others', async () => {
    await server.db.deleteFrom('authorize').where('itemId', 'like', `${NOTICE_MENU.id}%`).execute();
    await server.db.deleteFrom('moduleButton').where('moduleId', '=', NOTICE_MENU.id).execute();
    await server.db.deleteFrom('module').where('id', '=', NOTICE_MENU.id).execute();
    await server.db.deleteFrom('message').execute();
    await server.db.deleteFrom('sysConfig').where('key', '=', 'seed.messages').execute();
    await server.restart();

    const admin = await me('admin', 'admin123');
    const system = admin.menuList.find((menu) => menu.enCode === 'system');
    expect(system?.children.at(-1)?.enCode).toBe('system.notice');
    const token = admin.token;
    expect((await call(server.app, 'GET', '/api/message/Notice', { token })).code).toBe(200);
    expect(await unreadNoticeCount(server.db, 'user-admin')).toBe(1);

    // The notice deleted stays deleted at the next start, and the entry is not added twice.
    await server.db.deleteFrom('message').execute();
    await server.restart();
    expect(await unreadNoticeCount(server.db, 'user-admin')).toBe(0);
    const entries = await server.db
      .selectFrom('module')
      .select('id')
      .where('enCode', '=', 'system.notice')
      .execute();
    expect(entries).toHaveLength(1);
  });
});
