import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import { type Caller, countRows, DENIED, signInBoth } from './test-fixtures.js';

const ROLE = '/api/permission/Role';

interface Row {
  id: string;
  fullName: string;
  type: string;
  organizeInfo: string;
}
interface Page {
  list: Row[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface Node {
  id: string;
  onlyId: string;
  fullName: string;
  type: string;
  children?: Node[];
}

describe.each(databaseKinds)('managing roles on %s', (kind) => {
  let server: TestServer;
  let admin: Caller;
  let staff: Caller;
  let salesRole: string;
  const list = async (query = '') => {
    const answer = await admin<Page>('GET', `${ROLE}${query}`);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data;
  };
  const links = async (roleId: string) =>
    (
      await server.db
        .selectFrom('roleOrganize')
        .select('organizeId')
        .where('roleId', '=', roleId)
        .orderBy('organizeId')
        .execute()
    ).map((row) => row.organizeId);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ admin, staff } = await signInBoth(server));
  });
  afterAll(() => server?.close());

  it('creates a role of organisations and reads it back with the ways down to them', async () => {
    const created = await admin<{ id: string }>('POST', ROLE, {
      fullName: '销售经理',
      enCode: 'salesManager',
      globalMark: 0,
      organizeIdsTree: [
        ['org-company', 'org-sales'],
        ['org-company', 'org-finance'],
      ],
      sortCode: 3,
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    salesRole = created.data?.id as string;
    expect(await links(salesRole)).toEqual(['org-finance', 'org-sales']);
    const info = await admin('GET', `${ROLE}/${salesRole}`);
    expect(info.data).toMatchObject({
      id: salesRole,
      fullName: '销售经理',
      enCode: 'salesManager',
      globalMark: 0,
      type: '组织',
      organizeIds: expect.arrayContaining(['org-sales', 'org-finance']),
      organizeIdsTree: expect.arrayContaining([
        ['org-company', 'org-sales'],
        ['org-company', 'org-finance'],
      ]),
    });

    // Made global, it leaves its organisations.
    expect(
      await admin('PUT', `${ROLE}/${salesRole}`, { ...(info.data as object), globalMark: 1 }),
    ).toMatchObject({
      code: 200,
    });
    expect(await links(salesRole)).toEqual([]);
    expect(
      await admin('PUT', `${ROLE}/${salesRole}`, {
        fullName: '销售经理',
        enCode: 'salesManager',
        globalMark: 0,
        organizeIds: ['org-sales'],
        sortCode: 3,
      }),
    ).toMatchObject({ code: 200 });
    expect(await links(salesRole)).toEqual(['org-sales']);
  });

  it("lists roles by keyword, the global ones ('0') or an organisation's, a page at a time", async () => {
    const all = await list();
    expect(all?.list.map((row) => [row.fullName, row.type])).toEqual([
      ['系统管理员', '全局'],
      ['普通员工', '全局'],
      ['销售经理', '组织'],
    ]);
    expect(all?.list[2]?.organizeInfo).toBe('示例科技有限公司/市场部');
    expect((await list('?organizeId=0'))?.list.map((row) => row.id)).toEqual(['role-admin', 'role-staff']);
    expect((await list('?organizeId=org-sales'))?.list.map((row) => row.id)).toEqual([salesRole]);
    expect((await list('?organizeId=org-rd'))?.list).toEqual([]);
    expect((await list('?keyword=STAFF'))?.list.map((row) => row.id)).toEqual(['role-staff']);
    const second = await list('?currentPage=2&pageSize=2');
    expect(second?.list.map((row) => row.id)).toEqual([salesRole]);
    expect(second?.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
  });

  it('offers the enabled roles to other screens: by organisation, and as a tree', async () => {
    const grouped = await staff('POST', `${ROLE}/getListByOrgIds`, { organizeIds: ['org-sales', 'org-rd'] });
    expect(grouped.data).toEqual({
      list: [
        {
          id: '0',
          fullName: '全局',
          type: 'global',
          children: [
            { id: 'role-admin', fullName: '系统管理员', enCode: 'administrator' },
            { id: 'role-staff', fullName: '普通员工', enCode: 'staff' },
          ],
        },
        {
          id: 'org-sales',
          fullName: '示例科技有限公司/市场部',
          type: 'organize',
          children: [{ id: salesRole, fullName: '销售经理', enCode: 'salesManager' }],
        },
        { id: 'org-rd', fullName: '示例科技有限公司/研发部', type: 'organize', children: [] },
      ],
    });
    expect(await staff('POST', `${ROLE}/getListByOrgIds`, { organizeIds: ['ghost'] })).toEqual({
      code: 400,
      msg: '所属组织: 组织 ghost 不存在',
      field: 'organizeIds',
    });

    const tree = await staff<{ list: Node[] }>('GET', `${ROLE}/SelectorByPermission`);
    const [globals, company] = tree.data?.list ?? [];
    expect(globals).toMatchObject({ id: '1', onlyId: '1', type: 'global', fullName: '全局' });
    expect(globals?.children?.map((node) => node.onlyId)).toEqual(['1-role-admin', '1-role-staff']);
    expect(company).toMatchObject({ id: 'org-company', onlyId: 'org-company', type: 'company' });
    expect(company?.children).toMatchObject([
      {
        id: 'org-sales',
        children: [{ id: salesRole, onlyId: `org-sales-${salesRole}`, type: 'role', fullName: '销售经理' }],
      },
    ]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = [await countRows(server.db, 'role'), await countRows(server.db, 'roleOrganize')];
    const refusals: Array<[unknown, string]> = [
      [{ fullName: '无组织', enCode: 'noOrg', globalMark: 0 }, 'organizeIdsTree: 请选择所属组织'],
      [{ fullName: '无组织', enCode: 'noOrg', globalMark: 0, organizeIds: [] }, '所属组织: 请选择所属组织'],
      [
        {
          fullName: '坏组织',
          enCode: 'badOrg',
          globalMark: 0,
          organizeIdsTree: [['org-company'], ['ghost']],
        },
        'organizeIdsTree: 组织 ghost 不存在',
      ],
      [{ fullName: '重复', enCode: 'staff' }, '编码: 编码 staff 已存在'],
      [{ fullName: '角色!', enCode: 'bang' }, '名称: 名称不能含有特殊符号'],
      [{ fullName: '标记', enCode: 'marked', globalMark: 2 }, '角色类型: 只能是 0, 1 之一'],
      [
        { fullName: '路径', enCode: 'paths', globalMark: 0, organizeIdsTree: [[]] },
        'organizeIdsTree.0: 至少1项',
      ],
    ];
    for (const [body, msg] of refusals)
      expect(await admin('POST', ROLE, body)).toMatchObject({ code: 400, msg });
    expect(
      await admin('PUT', `${ROLE}/${salesRole}`, {
        fullName: '销售经理',
        enCode: 'salesManager',
        globalMark: 0,
      }),
    ).toEqual({ code: 400, msg: 'organizeIdsTree: 请选择所属组织' });
    expect(await links(salesRole)).toEqual(['org-sales']);
    expect([await countRows(server.db, 'role'), await countRows(server.db, 'roleOrganize')]).toEqual(before);
  });

  it('grants nothing through a disabled role, and grants again once it is enabled', async () => {
    expect((await staff('GET', '/api/system/DictionaryType')).code).toBe(200);
    expect(await admin('PUT', `${ROLE}/role-staff/Actions/State`)).toMatchObject({
      code: 200,
      data: { enabledMark: 0 },
    });
    expect(await staff('GET', '/api/system/DictionaryType')).toEqual(DENIED);
    const menus = await staff<{ menuList: unknown[] }>('GET', '/api/oauth/CurrentUser');
    expect(menus.data?.menuList).toEqual([]);
    expect(await admin('PUT', `${ROLE}/role-staff/Actions/State`)).toMatchObject({
      code: 200,
      data: { enabledMark: 1 },
    });
    expect((await staff('GET', '/api/system/DictionaryType')).code).toBe(200);
    expect(await admin('PUT', `${ROLE}/ghost/Actions/State`)).toEqual({
      code: 400,
      msg: '角色不存在或已删除',
    });
  });

  it('refuses to delete a role someone holds; deletes one nobody holds, with its grants and organisations', async () => {
    expect(await admin('DELETE', `${ROLE}/role-staff`)).toEqual({
      code: 400,
      msg: 'id: 该角色下有用户，不能删除',
    });
    await server.db
      .insertInto('authorize')
      .values({ roleId: salesRole, itemType: 'module', itemId: 'menu-permission.role' })
      .execute();
    expect(await admin('DELETE', `${ROLE}/${salesRole}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await links(salesRole)).toEqual([]);
    expect(
      await server.db.selectFrom('authorize').select('id').where('roleId', '=', salesRole).execute(),
    ).toEqual([]);
    expect(await admin('GET', `${ROLE}/${salesRole}`)).toEqual({ code: 400, msg: '角色不存在或已删除' });
  });

  it('refuses staff and changes nothing', async () => {
    const before = await countRows(server.db, 'role');
    const body = { fullName: '员工角色', enCode: 'byStaff' };
    expect(await staff('GET', ROLE)).toEqual(DENIED);
    expect(await staff('GET', `${ROLE}/role-staff`)).toEqual(DENIED);
    expect(await staff('POST', ROLE, body)).toEqual(DENIED);
    expect(await staff('PUT', `${ROLE}/role-staff`, body)).toEqual(DENIED);
    expect(await staff('DELETE', `${ROLE}/role-admin`)).toEqual(DENIED);
    expect(await staff('PUT', `${ROLE}/role-admin/Actions/State`)).toEqual(DENIED);
    expect(await countRows(server.db, 'role')).toBe(before);
    const roles = await server.db
      .selectFrom('role')
      .select(['id', 'enCode', 'enabledMark'])
      .orderBy('id')
      .execute();
    expect(roles).toEqual([
      { id: 'role-admin', enCode: 'administrator', enabledMark: 1 },
      { id: 'role-staff', enCode: 'staff', enabledMark: 1 },
    ]);
  });
});
