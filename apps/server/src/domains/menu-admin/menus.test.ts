import type { MenuItem } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { menuIdOf } from '../authorization/menu-ids.js';
import { caller, countRows, currentMenuCodes, flatten, MENU } from './test-fixtures.js';

interface Entry {
  id: string;
  parentId: string;
  fullName: string;
  fullNameI18n: Record<string, string>;
  enCode: string;
  type: number;
  urlAddress: string;
  propertyJson: string;
  sortCode: number;
  enabledMark: number;
  isButtonAuthorize: number;
  hasChildren: boolean;
  children: Entry[];
}

const LEAVE_MENU = menuIdOf(LEAVE_MODEL_ID);

const page = (enCode: string, extra: Record<string, unknown> = {}) => ({
  parentId: 'menu-system',
  fullName: `页面 ${enCode}`,
  enCode,
  icon: 'icon-ym icon-ym-page',
  type: 2,
  urlAddress: enCode.replaceAll('.', '/'),
  ...extra,
});

describe.each(databaseKinds)('menu administration on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const adminCall = caller(
    () => server,
    () => admin,
  );
  const staffCall = caller(
    () => server,
    () => staff,
  );
  const tree = async (query = '') =>
    (await adminCall<{ list: Entry[] }>('GET', `${MENU}${query}`)).data?.list ?? [];
  const stored = (id: string) =>
    server.db.selectFrom('module').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('answers the whole menu as a tree, disabled entries too, with 菜单管理 under 系统管理', async () => {
    await adminCall('PUT', `${MENU}/menu-system.printDev/Actions/State`);
    const list = await tree();
    expect(list.map((entry) => entry.enCode)).toEqual([
      'permission',
      'system',
      'onlineDev',
      'messageRecord',
      'profile',
    ]);
    const system = list.find((entry) => entry.enCode === 'system');
    expect(system?.children.find((entry) => entry.enCode === 'system.printDev')?.enabledMark).toBe(0);
    // Seeded after it: 系统配置, 系统日志 and the type-4 entry 民族.
    expect(system?.children.slice(-4).map((entry) => entry.enCode)).toEqual([
      'system.menu',
      'system.sysConfig',
      'system.log',
      'dictionary.nation',
    ]);
    expect(system?.children.at(-4)).toMatchObject({
      enCode: 'system.menu',
      fullName: '菜单管理',
      fullNameI18n: { zhtw: '選單管理', en: 'Menus' },
      type: 2,
      urlAddress: 'system/menu',
      isButtonAuthorize: 1,
      hasChildren: false,
    });
    expect(system).toMatchObject({ type: 1, isButtonAuthorize: 0, hasChildren: true });
    expect(await adminCall('GET', `${MENU}/ModuleBySystem/0`)).toEqual(await adminCall('GET', MENU));
    await adminCall('PUT', `${MENU}/menu-system.printDev/Actions/State`);
  });

  it('keeps the matches of a keyword or type with the way to them', async () => {
    const byKeyword = await tree('?keyword=字典');
    expect(byKeyword.map((entry) => entry.enCode)).toEqual(['system']);
    expect(byKeyword[0]?.children.map((entry) => entry.enCode)).toEqual(['system.dictionary']);
    // Names in the other languages are searched too.
    expect(flatten(await tree('?keyword=Regions')).map((entry) => entry.enCode)).toEqual([
      'system',
      'system.area',
    ]);
    const functions = flatten(await tree('?type=3')).map((entry) => entry.enCode);
    expect(functions).toEqual(['onlineDev', 'leaveRequest']);
    expect(await tree('?category=App')).toEqual([]);
  });

  it('creates an entry that shows in every user’s next CurrentUser answer, and reads it back', async () => {
    expect(await currentMenuCodes(server, admin)).not.toContain('system.reports');
    const created = await adminCall<{ id: string }>(
      'POST',
      MENU,
      page('system.reports', {
        fullNameI18n: { zhtw: '報表', en: 'Reports', fr: 'x' },
        sortCode: 3,
        propertyJson: '{"iconBackgroundColor":"#188ae2"}',
      }),
    );
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;
    expect(await currentMenuCodes(server, admin)).toContain('system.reports');
    const info = await adminCall<Entry>('GET', `${MENU}/${id}`);
    expect(info.data).toMatchObject({
      parentId: 'menu-system',
      fullName: '页面 system.reports',
      fullNameI18n: { zhtw: '報表', en: 'Reports' },
      urlAddress: 'system/reports',
      propertyJson: '{"iconBackgroundColor":"#188ae2"}',
      sortCode: 3,
      enabledMark: 1,
    });

    // Renamed and disabled: the next answers show it, for the administrator and for staff alike.
    expect(
      await adminCall('PUT', `${MENU}/${id}`, page('system.reports', { fullName: '统计报表' })),
    ).toMatchObject({
      code: 200,
    });
    const answer = await call<{ menuList: MenuItem[] }>(server.app, 'GET', '/api/oauth/CurrentUser', {
      token: admin,
    });
    expect(flatten(answer.data?.menuList ?? []).find((menu) => menu.id === id)?.fullName).toBe('统计报表');
    // An update that leaves out optional fields keeps what they held.
    expect((await stored(id))?.sortCode).toBe(3);

    expect(await currentMenuCodes(server, staff)).toContain('system.area');
    expect(await adminCall('PUT', `${MENU}/menu-system.area/Actions/State`)).toMatchObject({
      data: { enabledMark: 0 },
    });
    expect(await currentMenuCodes(server, staff)).not.toContain('system.area');
    await adminCall('PUT', `${MENU}/menu-system.area/Actions/State`);
    expect(await currentMenuCodes(server, staff)).toContain('system.area');
  });

  it('offers as parents only directories, without the edited entry and what is under it', async () => {
    const dir = await adminCall<{ id: string }>('POST', MENU, {
      parentId: '-1',
      fullName: '报表中心',
      enCode: 'reportCenter',
      icon: 'icon-ym icon-ym-folder',
      type: 1,
      urlAddress: 'ignored',
    });
    const dirId = dir.data?.id as string;
    expect((await stored(dirId))?.urlAddress).toBe('');
    const sub = await adminCall<{ id: string }>('POST', MENU, {
      ...page('reportCenter.sub'),
      type: 1,
      parentId: dirId,
    });
    const choices = async (id: string) =>
      flatten((await adminCall<{ list: Entry[] }>('GET', `${MENU}/Selector/${id}/0`)).data?.list ?? []).map(
        (entry) => entry.enCode,
      );
    const all = await choices('0');
    expect(all).toEqual(
      expect.arrayContaining(['permission', 'system', 'onlineDev', 'reportCenter', 'reportCenter.sub']),
    );
    expect(all).not.toContain('system.dictionary');
    const forDir = await choices(dirId);
    expect(forDir).not.toContain('reportCenter');
    expect(forDir).not.toContain('reportCenter.sub');
    expect(forDir).toContain('system');
    // Asked with the top, the choices sit under one node standing for the top of the menu.
    const withTop = (await adminCall<{ list: Entry[] }>('GET', `${MENU}/Selector/${dirId}/0?withTop=1`)).data
      ?.list;
    expect(withTop?.map((node) => [node.id, node.fullName])).toEqual([['-1', '顶级节点']]);
    expect(withTop?.[0]?.children.map((entry) => entry.enCode)).toContain('system');
    const everything = flatten(
      (await adminCall<{ list: Entry[] }>('GET', `${MENU}/Selector/All`)).data?.list ?? [],
    ).map((entry) => entry.enCode);
    expect(everything).toEqual(expect.arrayContaining(['system.dictionary', 'reportCenter.sub']));

    // A directory may not move under itself or below it.
    expect(
      await adminCall('PUT', `${MENU}/${dirId}`, {
        ...page('reportCenter'),
        type: 1,
        parentId: sub.data?.id,
      }),
    ).toEqual({ code: 400, msg: '上级: 上级不能是自己或自己的下级', field: 'parentId' });
    expect(
      await adminCall('PUT', `${MENU}/${dirId}`, { ...page('reportCenter'), type: 1, parentId: dirId }),
    ).toEqual({
      code: 400,
      msg: '上级: 上级不能是自己或自己的下级',
      field: 'parentId',
    });
  });

  it('refuses bad entries naming the field, and writes nothing', async () => {
    const before = await countRows(server, 'module');
    const refusals: Array<[unknown, string]> = [
      [page('system.dictionary'), '编码: 编码 system.dictionary 已存在'],
      [page('.bad'), '编码: 编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [page('x1', { parentId: 'nope' }), '上级: 上级 nope 不存在'],
      [page('x2', { parentId: 'menu-system.area' }), '上级: 上级只能是目录'],
      [page('x3', { urlAddress: '  ' }), '地址: 不能为空'],
      [
        page('x4', { type: 7, urlAddress: 'javascript:alert(1)' }),
        '地址: 外链地址须以 http:// 或 https:// 开头',
      ],
      [page('x5', { type: 9 }), '类型: 只能是 1, 2, 3, 4, 5, 6, 7, 8 之一'],
      [page('x6', { type: 3 }), 'propertyJson.moduleId: 不能为空'],
      [
        page('x7', { type: 3, propertyJson: '{"moduleId":"ghost"}' }),
        'propertyJson.moduleId: 功能 ghost 不存在或尚未发布',
      ],
      [
        page('x8', { type: 4, propertyJson: '{"moduleId":"ghost"}' }),
        'propertyJson.moduleId: 数据字典 ghost 不存在',
      ],
      [page('x9', { propertyJson: '{oops' }), 'propertyJson: 不是有效的 JSON'],
      [page('x10', { fullName: '   ' }), '名称: 不能为空'],
      [{ ...page('x11'), icon: undefined }, '图标: 不能为空'],
      [page('x12', { fullNameI18n: { en: 'x'.repeat(51) } }), 'fullNameI18n.en: 不能超过50个字符'],
    ];
    for (const [body, msg] of refusals)
      expect(await adminCall('POST', MENU, body)).toMatchObject({ code: 400, msg });
    expect(await countRows(server, 'module')).toBe(before);
    const inEnglish = await call(server.app, 'POST', MENU, {
      token: admin,
      body: page('x2', { parentId: 'menu-system.area' }),
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish).toEqual({
      code: 400,
      msg: 'Parent: the parent must be a directory',
      field: 'parentId',
    });
    // A typed entry opening something that exists is taken.
    const linked = await adminCall(
      'POST',
      MENU,
      page('hr.sex', { type: 4, propertyJson: '{"moduleId":"dict-sex","isTree":0}' }),
    );
    expect(linked).toMatchObject({ code: 200 });
  });

  it('takes what a typed entry opens on its own as moduleId, offering the released designs and dictionaries', async () => {
    const linkable = await adminCall<{ list: Entry[] }>('GET', `${MENU}/Linkable`);
    const groups = linkable.data?.list ?? [];
    expect(groups.map((group) => [group.id, group.fullName, group.type])).toEqual([
      ['type:3', '功能', 3],
      ['type:4', '数据字典', 4],
      ['type:5', '数据接口（报表）', 5],
      ['type:8', '门户', 8],
    ]);
    expect(groups[2]?.children.map((entry) => entry.id)).toContain('interface-leave-stats');
    expect(groups[3]?.children.map((entry) => entry.id)).toEqual(['portal-demo']);
    expect(groups[0]?.children.map((design) => design.id)).toContain(LEAVE_MODEL_ID);
    expect(groups[1]?.children.map((dictionary) => dictionary.id)).toContain('dict-sex');

    const created = await adminCall<{ id: string }>(
      'POST',
      MENU,
      page('hr.sexes', { type: 4, moduleId: 'dict-sex', propertyJson: '{"moduleId":"old","isTree":1}' }),
    );
    const id = created.data?.id as string;
    const info = await adminCall<Entry & { moduleId: string }>('GET', `${MENU}/${id}`);
    expect(info.data).toMatchObject({
      moduleId: 'dict-sex',
      propertyJson: '{"moduleId":"dict-sex","isTree":1}',
    });
    // Refused, the problem is named by the field it was sent in.
    expect(
      await adminCall('PUT', `${MENU}/${id}`, page('hr.sexes', { type: 3, moduleId: 'dict-sex' })),
    ).toEqual({ code: 400, msg: '功能: 功能 dict-sex 不存在或尚未发布', field: 'moduleId' });
    expect(await adminCall('PUT', `${MENU}/${id}`, page('hr.sexes', { type: 4, moduleId: '' }))).toEqual({
      code: 400,
      msg: '功能: 不能为空',
      field: 'moduleId',
    });
    expect(JSON.parse((await stored(id))?.propertyJson ?? '')).toEqual({ moduleId: 'dict-sex', isTree: 1 });
  });

  it('moves a released design’s entry without breaking its release, and keeps its type and design', async () => {
    const leave = (await stored(LEAVE_MENU)) as NonNullable<Awaited<ReturnType<typeof stored>>>;
    const body = {
      parentId: 'menu-system',
      fullName: leave.fullName,
      enCode: leave.enCode,
      icon: leave.icon,
      type: leave.type,
      urlAddress: leave.urlAddress,
      propertyJson: leave.propertyJson,
      sortCode: 42,
    };
    expect(await adminCall('PUT', `${MENU}/${LEAVE_MENU}`, body)).toMatchObject({ code: 200 });
    expect(await adminCall('PUT', `${MENU}/${LEAVE_MENU}`, { ...body, type: 2 })).toEqual({
      code: 400,
      msg: '类型: 由功能设计发布的菜单不能改变类型或关联的功能',
      field: 'type',
    });
    expect(
      await adminCall('PUT', `${MENU}/${LEAVE_MENU}`, { ...body, propertyJson: '{"moduleId":"other"}' }),
    ).toEqual({
      code: 400,
      msg: 'propertyJson.moduleId: 由功能设计发布的菜单不能改变类型或关联的功能',
    });
    const config = await call(server.app, 'GET', `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}/Config`, {
      token: staff,
    });
    expect(config.code, config.msg).toBe(200);
    const list = await call<{ list: unknown[] }>(
      server.app,
      'POST',
      `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}/List`,
      {
        token: staff,
        body: { currentPage: 1, pageSize: 5 },
      },
    );
    expect(list.code, list.msg).toBe(200);
    // Released again, it stays where it was moved.
    const again = await adminCall('POST', `/api/visualdev/Base/${LEAVE_MODEL_ID}/Actions/Release`, { pc: 1 });
    expect(again.code, again.msg).toBe(200);
    expect(await stored(LEAVE_MENU)).toMatchObject({ parentId: 'menu-system', sortCode: 42, type: 3 });
  });

  it('refuses to delete an entry with entries under it, saying so', async () => {
    expect(await adminCall('DELETE', `${MENU}/menu-system`)).toEqual({
      code: 400,
      msg: 'id: 该菜单下有子菜单，不能删除',
    });
    expect(await stored('menu-system')).toBeDefined();
    expect(await adminCall('DELETE', `${MENU}/ghost`)).toEqual({ code: 400, msg: '菜单不存在或已删除' });
  });

  it('deletes an entry with its buttons, columns, fields, schemes and every grant of them at once', async () => {
    const id = (await adminCall<{ id: string }>('POST', MENU, page('system.doomed'))).data?.id as string;
    await server.db
      .insertInto('moduleButton')
      .values({ id: `${id}:b`, moduleId: id, fullName: '新建', enCode: 'btn_add' })
      .execute();
    await server.db
      .insertInto('moduleColumn')
      .values({ id: `${id}:c`, moduleId: id, fullName: '名称', enCode: 'name' })
      .execute();
    await server.db
      .insertInto('moduleForm')
      .values({ id: `${id}:f`, moduleId: id, fullName: '名称', enCode: 'name' })
      .execute();
    await server.db
      .insertInto('moduleDataScheme')
      .values({ id: `${id}:s`, moduleId: id, fullName: '全部', enCode: 'all', kind: 'all' })
      .execute();
    await server.db
      .insertInto('authorize')
      .values([
        { roleId: 'role-staff', itemType: 'module', itemId: id },
        { roleId: 'role-staff', itemType: 'button', itemId: `${id}:b` },
        { roleId: 'role-staff', itemType: 'column', itemId: `${id}:c` },
        { roleId: 'role-staff', itemType: 'form', itemId: `${id}:f` },
        { roleId: 'role-staff', itemType: 'dataScheme', itemId: `${id}:s` },
      ])
      .execute();
    await server.db
      .insertInto('userColumnSetting')
      .values({ userId: 'user-staff', moduleId: id, fieldList: '[]' })
      .execute();
    expect(await currentMenuCodes(server, staff)).toContain('system.doomed');

    expect(await adminCall('DELETE', `${MENU}/${id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await stored(id)).toBeUndefined();
    const grants = await server.db
      .selectFrom('authorize')
      .select('itemId')
      .where('itemId', 'like', `${id}%`)
      .execute();
    expect(grants).toEqual([]);
    for (const table of ['moduleButton', 'moduleColumn', 'moduleForm', 'moduleDataScheme'] as const)
      expect(await server.db.selectFrom(table).select('id').where('moduleId', '=', id).execute()).toEqual([]);
    expect(
      await server.db.selectFrom('userColumnSetting').select('userId').where('moduleId', '=', id).execute(),
    ).toEqual([]);
    expect(await currentMenuCodes(server, staff)).not.toContain('system.doomed');
  });

  it('answers 403 to staff without the grant, and to staff with the entry but not the button, changing nothing', async () => {
    const before = await countRows(server, 'module');
    expect(await staffCall('GET', MENU)).toMatchObject({ code: 403 });
    expect(await staffCall('POST', MENU, page('system.staffMade'))).toMatchObject({ code: 403 });
    expect(await staffCall('DELETE', `${MENU}/menu-profile`)).toMatchObject({ code: 403 });
    expect(await staffCall('PUT', `${MENU}/menu-system.area/Actions/State`)).toMatchObject({ code: 403 });

    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-staff', itemType: 'module', itemId: 'menu-system.menu' })
      .execute();
    expect(await staffCall('GET', MENU)).toMatchObject({ code: 200 });
    expect(await staffCall('POST', MENU, page('system.staffMade'))).toMatchObject({ code: 403 });
    expect(await staffCall('PUT', `${MENU}/menu-system.area`, page('system.area'))).toMatchObject({
      code: 403,
    });
    expect(await countRows(server, 'module')).toBe(before);
    expect(await stored('menu-system.area')).toMatchObject({ enabledMark: 1, fullName: '行政区划' });
    await server.db
      .deleteFrom('authorize')
      .where('roleId', '=', 'role-staff')
      .where('itemId', '=', 'menu-system.menu')
      .execute();
  });
});
