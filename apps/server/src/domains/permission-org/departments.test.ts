import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import { type Caller, countRows, DENIED, shape, signInBoth } from './test-fixtures.js';

const ORGANIZE = '/api/permission/Organize';
const DEPARTMENT = `${ORGANIZE}/Department`;

describe.each(databaseKinds)('managing departments on %s', (kind) => {
  let server: TestServer;
  let admin: Caller;
  let staff: Caller;
  const departments = async (companyId: string, query = '') => {
    const answer = await admin<{ list: Array<{ fullName: string; children?: unknown[] }> }>(
      'GET',
      `${ORGANIZE}/${companyId}/Department${query}`,
    );
    expect(answer.code, answer.msg).toBe(200);
    return answer.data?.list ?? [];
  };
  const create = async (body: Record<string, unknown>) => {
    const answer = await admin<{ id: string }>('POST', DEPARTMENT, body);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data?.id as string;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ admin, staff } = await signInBoth(server));
  });
  afterAll(() => server?.close());

  it('creates departments under a company and under a department, with a manager', async () => {
    const qa = await create({
      parentId: 'org-rd',
      fullName: '测试组',
      enCode: 'demo.rd.qa',
      managerId: 'user-staff',
      sortCode: 1,
      description: '质量保证',
    });
    const info = await admin('GET', `${DEPARTMENT}/${qa}`);
    expect(info).toMatchObject({
      code: 200,
      data: {
        id: qa,
        parentId: 'org-rd',
        fullName: '测试组',
        enCode: 'demo.rd.qa',
        type: 'department',
        managerId: 'user-staff',
        description: '质量保证',
        organizeIdTree: ['org-company', 'org-rd'],
      },
    });
    expect(shape(await departments('org-company'))).toEqual([
      ['研发部', ['测试组']],
      '市场部',
      '财务部',
      '人事行政部',
    ]);
    expect(shape(await departments('org-company', `?keyword=${encodeURIComponent('测试')}`))).toEqual([
      ['研发部', ['测试组']],
    ]);
    // The pickers offer it at once.
    const picker = await admin<{
      list: Array<{ children?: Array<{ id: string; children?: Array<{ id: string }> }> }>;
    }>('GET', `${ORGANIZE}/Tree`);
    expect(picker.data?.list[0]?.children?.[0]?.children?.map((node) => node.id)).toEqual([qa]);

    const moved = await admin('PUT', `${DEPARTMENT}/${qa}`, {
      ...(info.data as object),
      parentId: 'org-company',
      managerId: '',
    });
    expect(moved).toEqual({ code: 200, msg: '更新成功' });
    const stored = await server.db
      .selectFrom('organize')
      .select(['parentId', 'managerId', 'category'])
      .where('id', '=', qa)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ parentId: 'org-company', managerId: null, category: 'department' });
  });

  it("keeps a sub-company's departments out of its parent company's list", async () => {
    const branch = await admin<{ id: string }>('POST', ORGANIZE, {
      parentId: 'org-company',
      fullName: '分公司',
      enCode: 'branch',
    });
    const branchId = branch.data?.id as string;
    await create({ parentId: branchId, fullName: '分公司销售部', enCode: 'branch.sales' });
    expect(shape(await departments(branchId))).toEqual(['分公司销售部']);
    expect(shape(await departments('org-company'))).not.toContain('分公司销售部');
    expect(await admin('GET', `${ORGANIZE}/org-rd/Department`)).toEqual({
      code: 400,
      msg: 'companyId: 公司 org-rd 不存在',
    });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await countRows(server.db, 'organize');
    const refusals: Array<[unknown, string]> = [
      [{ parentId: 'org-rd', fullName: '研发#部', enCode: 'hash' }, '名称: 名称不能含有特殊符号'],
      [{ parentId: 'org-rd', fullName: '重复', enCode: 'demo.rd' }, '编码: 编码 demo.rd 已存在'],
      [{ parentId: '-1', fullName: '顶层部门', enCode: 'topDept' }, '上级: 上级 -1 不存在'],
      [{ fullName: '无上级', enCode: 'noParent' }, '上级: 不能为空'],
      [
        { parentId: 'org-rd', fullName: '主管', enCode: 'boss', managerId: 'ghost' },
        '主管: 用户 ghost 不存在',
      ],
      [{ parentId: 'org-rd', fullName: '长', enCode: 'x'.repeat(51) }, '编码: 不能超过50个字符'],
    ];
    for (const [body, msg] of refusals)
      expect(await admin('POST', DEPARTMENT, body)).toMatchObject({ code: 400, msg });
    const rd = { parentId: 'org-company', fullName: '研发部', enCode: 'demo.rd' };
    const child = await create({ parentId: 'org-rd', fullName: '前端组', enCode: 'demo.rd.fe' });
    expect(await admin('PUT', `${DEPARTMENT}/org-rd`, { ...rd, parentId: child })).toEqual({
      code: 400,
      msg: '上级: 上级不能是自己或自己的下级',
      field: 'parentId',
    });
    expect(await countRows(server.db, 'organize')).toBe(before + 1);
    expect(await admin('GET', `${DEPARTMENT}/org-company`)).toEqual({ code: 400, msg: '部门不存在或已删除' });
  });

  it('refuses to delete a department while it has departments, positions, users or roles, saying which', async () => {
    const dept = await create({ parentId: 'org-company', fullName: '临时部', enCode: 'temp' });
    const refused = (msg: string) => ({ code: 400, msg: `id: ${msg}` });

    const child = await create({ parentId: dept, fullName: '临时组', enCode: 'temp.team' });
    expect(await admin('DELETE', `${DEPARTMENT}/${dept}`)).toEqual(refused('该组织下有下级组织，不能删除'));
    expect(await admin('DELETE', `${DEPARTMENT}/${child}`)).toEqual({ code: 200, msg: '删除成功' });

    await server.db
      .insertInto('position')
      .values({ id: 'pos-temp', organizeId: dept, fullName: '临时岗', enCode: 'tempPos' })
      .execute();
    expect(await admin('DELETE', `${DEPARTMENT}/${dept}`)).toEqual(refused('该组织下有岗位，不能删除'));
    await server.db.deleteFrom('position').where('id', '=', 'pos-temp').execute();

    await server.db
      .insertInto('userRelation')
      .values({ id: 'rel-temp', userId: 'user-newuser', objectType: 'Organize', objectId: dept })
      .execute();
    expect(await admin('DELETE', `${DEPARTMENT}/${dept}`)).toEqual(refused('该组织下有用户，不能删除'));
    await server.db.deleteFrom('userRelation').where('id', '=', 'rel-temp').execute();

    await server.db.insertInto('roleOrganize').values({ roleId: 'role-staff', organizeId: dept }).execute();
    expect(await admin('DELETE', `${DEPARTMENT}/${dept}`)).toEqual(refused('该组织下有角色，不能删除'));
    await server.db.deleteFrom('roleOrganize').where('organizeId', '=', dept).execute();

    expect(await admin('DELETE', `${DEPARTMENT}/org-rd`)).toEqual(refused('该组织下有下级组织，不能删除'));
    expect(await admin('DELETE', `${DEPARTMENT}/org-finance`)).toEqual(refused('该组织下有岗位，不能删除'));
    expect(await admin('DELETE', `${DEPARTMENT}/${dept}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await server.db.selectFrom('organize').select('id').where('id', '=', dept).execute()).toEqual([]);
  });

  it('refuses staff and changes nothing', async () => {
    const before = await countRows(server.db, 'organize');
    expect(await staff('GET', `${ORGANIZE}/org-company/Department`)).toEqual(DENIED);
    expect(await staff('GET', `${DEPARTMENT}/org-rd`)).toEqual(DENIED);
    expect(
      await staff('POST', DEPARTMENT, { parentId: 'org-rd', fullName: '员工部', enCode: 'staffDept' }),
    ).toEqual(DENIED);
    expect(
      await staff('PUT', `${DEPARTMENT}/org-rd`, {
        parentId: 'org-company',
        fullName: '改名',
        enCode: 'demo.rd',
      }),
    ).toEqual(DENIED);
    expect(await staff('DELETE', `${DEPARTMENT}/org-hr`)).toEqual(DENIED);
    expect(await countRows(server.db, 'organize')).toBe(before);
    const rd = await server.db
      .selectFrom('organize')
      .select('fullName')
      .where('id', '=', 'org-rd')
      .executeTakeFirstOrThrow();
    expect(rd.fullName).toBe('研发部');
  });
});
