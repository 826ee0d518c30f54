import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const GET = '/api/permission/Authority/GetColumnsByModuleId';
const SET = '/api/permission/Authority/SetColumnsByModuleId';
const MENU = 'menu-system.dictionary';

describe.each(databaseKinds)('column settings on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  const save = (token: string, moduleId: string, fieldList: string) =>
    call(server.app, 'PUT', SET, { token, body: { moduleId, fieldList } });

  it('answers no data until saved, then what each user saved for themselves', async () => {
    expect(await call(server.app, 'GET', `${GET}/${MENU}`, { token: admin })).toEqual({
      code: 200,
      msg: 'Success',
    });
    const columns = [
      { prop: 'fullName', visible: true },
      { prop: 'enCode', visible: false },
    ];
    expect((await save(admin, MENU, JSON.stringify(columns))).code).toBe(200);
    expect((await call(server.app, 'GET', `${GET}/${MENU}`, { token: admin })).data).toEqual({
      moduleId: MENU,
      fieldList: JSON.stringify(columns),
    });
    expect((await call(server.app, 'GET', `${GET}/${MENU}`, { token: staff })).data).toBeUndefined();

    const again = [{ prop: 'enCode', visible: true }];
    await save(admin, MENU, JSON.stringify(again));
    const saved = await call<{ fieldList: string }>(server.app, 'GET', `${GET}/${MENU}`, { token: admin });
    expect(JSON.parse(saved.data?.fieldList ?? '')).toEqual(again);
  });

  it('refuses a field list that is not an array of {prop, visible}, naming the entry', async () => {
    expect(await save(admin, MENU, '{')).toEqual({ code: 400, msg: 'fieldList: 不是有效的 JSON' });
    expect(await save(admin, MENU, '{"prop":"a"}')).toEqual({
      code: 400,
      msg: 'fieldList: 应为列设置的数组',
    });
    expect(await save(admin, MENU, '[{"prop":"a","visible":true},{"prop":"b"}]')).toEqual({
      code: 400,
      msg: 'fieldList.1.visible: 应为 true 或 false',
    });
    expect(await save(admin, MENU, '[{"visible":true}]')).toEqual({
      code: 400,
      msg: 'fieldList.0.prop: 应为列的字段名',
    });
    expect(await save(admin, 'menu-nowhere', '[]')).toEqual({
      code: 400,
      msg: '功能: 菜单不存在',
      field: 'moduleId',
    });
    const rows = await server.db
      .selectFrom('userColumnSetting')
      .selectAll()
      .where('moduleId', '=', 'menu-nowhere')
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps settings only for menu entries the user is granted', async () => {
    const stored = (moduleId: string) =>
      server.db.selectFrom('userColumnSetting').selectAll().where('moduleId', '=', moduleId).execute();
    const columns = JSON.stringify([{ prop: 'fullName', visible: true }]);
    // Staff is granted the dictionary, but neither roles nor data interfaces.
    expect(await save(staff, 'menu-permission.role', columns)).toEqual({
      code: 403,
      msg: 'Permission Denied',
    });
    expect(await save(staff, 'menu-system.dataInterface', columns)).toEqual({
      code: 403,
      msg: 'Permission Denied',
    });
    // A menu that does not exist answers the same to them, so that its absence is not told.
    expect(await save(staff, 'menu-nowhere', columns)).toEqual({ code: 403, msg: 'Permission Denied' });
    expect(await stored('menu-permission.role')).toEqual([]);
    expect(await stored('menu-system.dataInterface')).toEqual([]);

    expect(await save(staff, MENU, columns)).toEqual({ code: 200, msg: '保存成功' });
    const saved = await call<{ fieldList: string }>(server.app, 'GET', `${GET}/${MENU}`, { token: staff });
    expect(saved.data?.fieldList).toBe(columns);
    expect((await save(admin, 'menu-permission.role', columns)).code).toBe(200);
    expect(await stored('menu-permission.role')).toHaveLength(1);
  });
});
