import type { CurrentUser, MenuItem } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const codes = (menus: MenuItem[]): string[] =>
  menus.flatMap((menu) => [menu.enCode, ...codes(menu.children)]);

describe.each(databaseKinds)('CurrentUser on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const currentUser = async (account: string, password: string) => {
    const token = await signIn(server.app, account, password);
    const answer = await call<CurrentUser>(server.app, 'GET', '/api/oauth/CurrentUser', { token });
    expect(answer.code).toBe(200);
    return answer.data as CurrentUser;
  };

  it('gives the administrator the whole system menu with every button', async () => {
    const { userInfo, menuList, permissionList, sysConfigInfo } = await currentUser('admin', 'admin123');
    expect(userInfo).toMatchObject({
      userId: 'user-admin',
      userAccount: 'admin',
      userName: '管理员',
      organizeName: '示例科技有限公司',
      positionName: '总经理',
      roleName: '系统管理员',
      isAdministrator: true,
      isFirst: 1,
    });
    expect(menuList.map((menu) => menu.fullName)).toEqual([
      '组织权限',
      '系统管理',
      '在线开发',
      '消息中心',
      '个人信息',
    ]);
    expect(codes(menuList)).toEqual(
      expect.arrayContaining([
        'permission.user',
        'permission.onlineUser',
        'system.dictionary',
        'system.billRule',
        'onlineDev.webDesign',
      ]),
    );
    const users = permissionList.find((entry) => entry.moduleName === '用户管理');
    expect(users?.button.map((button) => button.enCode)).toEqual(
      expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_resetPassword']),
    );
    expect(permissionList.every((entry) => entry.modelId && Array.isArray(entry.column))).toBe(true);
    expect(sysConfigInfo.sysName).toBe('Formwork');
  });

  it('names every seeded menu entry in traditional Chinese and English beside its Chinese fullName', async () => {
    const { menuList } = await currentUser('admin', 'admin123');
    const all = (menus: MenuItem[]): MenuItem[] => menus.flatMap((menu) => [menu, ...all(menu.children)]);
    const entries = all(menuList);
    expect(entries.find((menu) => menu.enCode === 'system')?.fullNameI18n).toEqual({
      zhtw: '系統管理',
      en: 'System',
    });
    for (const menu of entries) {
      expect(menu.fullNameI18n?.en, menu.enCode).toMatch(/^[^\p{Script=Han}]+$/u);
      expect(menu.fullNameI18n?.zhtw, menu.enCode).toBeTruthy();
    }
  });

  it('gives staff a smaller menu and button set, and reports their department and manager', async () => {
    const { userInfo, menuList, permissionList } = await currentUser('staff', 'staff123');
    expect(userInfo).toMatchObject({
      departmentName: '研发部',
      organizeName: '示例科技有限公司',
      manager: '管理员/admin',
      isAdministrator: false,
    });
    expect(codes(menuList).sort()).toEqual(
      [
        'leaveRequest',
        'messageRecord',
        'onlineDev',
        'permission',
        'permission.user',
        'profile',
        'system',
        'system.area',
        'system.dictionary',
      ].sort(),
    );
    const dictionary = permissionList.find((entry) => entry.moduleName === '数据字典');
    expect(dictionary?.button.map((button) => button.enCode).sort()).toEqual(['btn_add', 'btn_detail']);
    expect(permissionList.find((entry) => entry.moduleName === '用户管理')?.button).toEqual([]);
  });

  it("names the one application as JNPF's home page reads it, in the product's name", async () => {
    const { userInfo } = await currentUser('staff', 'staff123');
    expect(userInfo.systemIds).toEqual([
      { id: 'formwork', enCode: 'formwork', fullName: 'Formwork', currentSystem: true },
    ]);
  });

  it("answers JNPF's password reminder request with no reminder and no error", async () => {
    const token = await signIn(server.app, 'staff', 'staff123');
    const answer = await call(server.app, 'POST', '/api/oauth/updatePasswordMessage', { token });
    expect(answer.code).toBe(200);
    const unsigned = await call(server.app, 'POST', '/api/oauth/updatePasswordMessage');
    expect(unsigned.code).toBe(600);
  });

  it('tells newuser to change the password first', async () => {
    const { userInfo } = await currentUser('newuser', 'newuser123');
    expect(userInfo.isFirst).toBe(0);
  });

  it('reports the previous sign-in, not the current one', async () => {
    const first = await currentUser('staff', 'staff123');
    const second = await currentUser('staff', 'staff123');
    expect(second.userInfo.prevLogin).toBe(1);
    expect(second.userInfo.prevLoginIPAddressName).toBe('本地局域网');
    expect(second.userInfo.prevLoginTime).toBeGreaterThanOrEqual(first.userInfo.prevLoginTime ?? 0);
    expect(second.userInfo.prevLoginTime).toBeLessThanOrEqual(Date.now());
  });

  it('drops menus of a disabled role', async () => {
    await server.db.updateTable('role').set({ enabledMark: 0 }).where('id', '=', 'role-staff').execute();
    try {
      const token = await signIn(server.app, 'staff', 'staff123');
      const answer = await call<CurrentUser>(server.app, 'GET', '/api/oauth/CurrentUser', { token });
      expect(answer.data?.menuList).toEqual([]);
    } finally {
      await server.db.updateTable('role').set({ enabledMark: 1 }).where('id', '=', 'role-staff').execute();
    }
  });
});
