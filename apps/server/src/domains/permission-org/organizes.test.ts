import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import { type Caller, countRows, DENIED, shape, signInBoth } from './test-fixtures.js';

const ORGANIZE = '/api/permission/Organize';
const ADMINS = '/api/permission/organizeAdminIsTrator';
const DEPARTMENTS = ['研发部', '市场部', '财务部', '人事行政部'];

interface Node {
  id: string;
  fullName: string;
  type: string;
  enabledMark: number;
  children?: Node[];
}

describe.each(databaseKinds)('managing companies on %s', (kind) => {
  let server: TestServer;
  let admin: Caller;
  let staff: Caller;
  const tree = async (query = '') => {
    const answer = await admin<{ list: Node[] }>('GET', `${ORGANIZE}${query}`);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data?.list ?? [];
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ admin, staff } = await signInBoth(server));
  });
  afterAll(() => server?.close());

  it('lists companies with their departments, disabled ones too, and keeps the matches of a keyword', async () => {
    await server.db.updateTable('organize').set({ enabledMark: 0 }).where('id', '=', 'org-hr').execute();
    const list = await tree();
    expect(shape(list)).toEqual([['示例科技有限公司', DEPARTMENTS]]);
    expect(list[0]).toMatchObject({ id: 'org-company', type: 'company', enCode: 'demo', sortCode: 0 });
    expect(list[0]?.children?.[3]).toMatchObject({ id: 'org-hr', type: 'department', enabledMark: 0 });
    expect(shape(await tree(`?keyword=${encodeURIComponent('研发')}`))).toEqual([
      ['示例科技有限公司', ['研发部']],
    ]);
    expect(shape(await tree('?keyword=DEMO.SALES'))).toEqual([['示例科技有限公司', ['市场部']]]);
    expect(await tree('?keyword=nothing')).toEqual([]);
    await server.db.updateTable('organize').set({ enabledMark: 1 }).where('id', '=', 'org-hr').execute();
  });

  it('creates a company under another with its business details, and updates it', async () => {
    const created = await admin<{ id: string }>('POST', ORGANIZE, {
      parentId: 'org-company',
      fullName: '示例（北京）分公司',
      enCode: 'demo.bj',
      sortCode: 5,
      propertyJson: {
        shortName: '北京分公司',
        foundedTime: 1_700_000_000_000,
        webSite: 'https://bj.example.com',
      },
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;
    const info = await admin<Record<string, unknown>>('GET', `${ORGANIZE}/${id}`);
    expect(info.data).toMatchObject({
      id,
      parentId: 'org-company',
      fullName: '示例（北京）分公司',
      enCode: 'demo.bj',
      type: 'company',
      sortCode: 5,
      enabledMark: 1,
      organizeIdTree: ['org-company'],
    });
    expect(JSON.parse(info.data?.propertyJson as string)).toEqual({
      shortName: '北京分公司',
      foundedTime: 1_700_000_000_000,
      webSite: 'https://bj.example.com',
    });

    const updated = await admin('PUT', `${ORGANIZE}/${id}`, {
      ...(info.data as object),
      fullName: '北京分公司',
      propertyJson: { shortName: '京' },
    });
    expect(updated).toEqual({ code: 200, msg: '更新成功' });
    const stored = await server.db
      .selectFrom('organize')
      .select(['fullName', 'propertyJson', 'category', 'managerId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      fullName: '北京分公司',
      propertyJson: '{"shortName":"京"}',
      category: 'company',
      managerId: null,
    });
    expect(shape(await tree())).toEqual([['示例科技有限公司', [...DEPARTMENTS, '北京分公司']]]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await countRows(server.db, 'organize');
    const refusals: Array<[unknown, string]> = [
      [{ parentId: 'org-company', fullName: '重复', enCode: 'demo' }, '编码: 编码 demo 已存在'],
      [
        { parentId: 'org-company', fullName: '坏编码', enCode: '.bad' },
        '编码: 编码只能输入英文、数字和小数点且小数点不能放在首尾',
      ],
      [{ parentId: 'nope', fullName: '无上级', enCode: 'orphan' }, '上级: 上级 nope 不存在'],
      [{ parentId: 'org-rd', fullName: '部门下的公司', enCode: 'underDept' }, '上级: 公司的上级只能是公司'],
      [{ parentId: 'org-company', enCode: 'noName' }, '名称: 不能为空'],
      [{ parentId: 'org-company', fullName: '', enCode: 'emptyName' }, '名称: 不能为空'],
      [{ parentId: 'org-company', fullName: '排序', enCode: 'sorted', sortCode: -1 }, '排序: 不能小于0'],
      [
        {
          parentId: 'org-company',
          fullName: '详情',
          enCode: 'details',
          propertyJson: { shortName: 'x'.repeat(201) },
        },
        'propertyJson.shortName: 不能超过200个字符',
      ],
    ];
    for (const [body, msg] of refusals)
      expect(await admin('POST', ORGANIZE, body)).toMatchObject({ code: 400, msg });
    expect(await countRows(server.db, 'organize')).toBe(before);
  });

  it('keeps a company from moving under itself or below it', async () => {
    const sub = await admin<{ id: string }>('POST', ORGANIZE, {
      parentId: 'org-company',
      fullName: '子公司',
      enCode: 'demo.sub',
    });
    const body = { fullName: '示例科技有限公司', enCode: 'demo' };
    expect(await admin('PUT', `${ORGANIZE}/org-company`, { ...body, parentId: 'org-company' })).toEqual({
      code: 400,
      msg: '上级: 上级不能是自己或自己的下级',
      field: 'parentId',
    });
    expect(await admin('PUT', `${ORGANIZE}/org-company`, { ...body, parentId: sub.data?.id })).toEqual({
      code: 400,
      msg: '上级: 上级不能是自己或自己的下级',
      field: 'parentId',
    });
    const company = await server.db
      .selectFrom('organize')
      .select('parentId')
      .where('id', '=', 'org-company')
      .executeTakeFirstOrThrow();
    expect(company.parentId).toBe('-1');
  });

  it('answers a department asked for as a company as missing', async () => {
    expect(await admin('GET', `${ORGANIZE}/org-rd`)).toEqual({ code: 400, msg: '公司不存在或已删除' });
    expect(await admin('DELETE', `${ORGANIZE}/org-rd`)).toEqual({ code: 400, msg: '公司不存在或已删除' });
  });

  it('deletes only a company nothing is filed under', async () => {
    expect(await admin('DELETE', `${ORGANIZE}/org-company`)).toEqual({
      code: 400,
      msg: 'id: 该组织下有下级组织，不能删除',
    });
    const lone = await admin<{ id: string }>('POST', ORGANIZE, {
      parentId: 'org-company',
      fullName: '孤立公司',
      enCode: 'demo.lone',
    });
    const id = lone.data?.id as string;
    await admin('PUT', `${ADMINS}/${id}`, { userId: 'user-staff', thisLayerAdd: 1 });
    expect(await admin('DELETE', `${ORGANIZE}/${id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await admin('GET', `${ORGANIZE}/${id}`)).toEqual({ code: 400, msg: '公司不存在或已删除' });
    expect(
      await server.db.selectFrom('organizeAdministrator').select('id').where('organizeId', '=', id).execute(),
    ).toEqual([]);
  });

  it('sets and reads who administers an organisation', async () => {
    const empty = await admin('GET', `${ADMINS}/org-sales`);
    expect(empty.data).toEqual({
      organizeId: 'org-sales',
      userId: '',
      thisLayerAdd: 0,
      thisLayerEdit: 0,
      thisLayerDelete: 0,
      subLayerAdd: 0,
      subLayerEdit: 0,
      subLayerDelete: 0,
    });
    const set = await admin('PUT', `${ADMINS}/org-sales`, {
      organizeId: 'org-sales',
      userId: 'user-newuser,user-staff',
      thisLayerAdd: 1,
      thisLayerEdit: 1,
      subLayerDelete: 1,
    });
    expect(set).toEqual({ code: 200, msg: '保存成功' });
    expect((await admin('GET', `${ADMINS}/org-sales`)).data).toEqual({
      organizeId: 'org-sales',
      userId: 'user-newuser,user-staff',
      thisLayerAdd: 1,
      thisLayerEdit: 1,
      thisLayerDelete: 0,
      subLayerAdd: 0,
      subLayerEdit: 0,
      subLayerDelete: 1,
    });
    const rows = async () =>
      (
        await server.db
          .selectFrom('organizeAdministrator')
          .select(['userId', 'thisLayerAdd'])
          .where('organizeId', '=', 'org-sales')
          .orderBy('sortCode')
          .execute()
      ).map((row) => `${row.userId}:${row.thisLayerAdd}`);
    expect(await rows()).toEqual(['user-newuser:1', 'user-staff:1']);

    expect(await admin('PUT', `${ADMINS}/org-sales`, { userId: 'user-staff,ghost' })).toEqual({
      code: 400,
      msg: '用户: 用户 ghost 不存在',
      field: 'userId',
    });
    expect(await admin('PUT', `${ADMINS}/org-sales`, { userId: 'user-staff', thisLayerAdd: 2 })).toEqual({
      code: 400,
      msg: '本层级添加: 只能是 0, 1 之一',
      field: 'thisLayerAdd',
    });
    expect(await admin('PUT', `${ADMINS}/ghost`, { userId: 'user-staff' })).toEqual({
      code: 400,
      msg: '组织不存在或已删除',
    });
    expect(await rows()).toEqual(['user-newuser:1', 'user-staff:1']);

    expect(await admin('PUT', `${ADMINS}/org-sales`, { userId: '' })).toMatchObject({ code: 200 });
    expect(await rows()).toEqual([]);
  });

  it('refuses staff, who hold no grant of the organisation screen, and changes nothing', async () => {
    const before = await countRows(server.db, 'organize');
    expect(await staff('GET', ORGANIZE)).toEqual(DENIED);
    expect(await staff('GET', `${ORGANIZE}/org-company`)).toEqual(DENIED);
    expect(
      await staff('POST', ORGANIZE, { parentId: 'org-company', fullName: '员工建', enCode: 'byStaff' }),
    ).toEqual(DENIED);
    expect(
      await staff('PUT', `${ORGANIZE}/org-company`, { parentId: '-1', fullName: '改名', enCode: 'demo' }),
    ).toEqual(DENIED);
    expect(await staff('DELETE', `${ORGANIZE}/org-company`)).toEqual(DENIED);
    expect(await staff('GET', `${ADMINS}/org-rd`)).toEqual(DENIED);
    expect(await staff('PUT', `${ADMINS}/org-rd`, { userId: 'user-staff', thisLayerAdd: 1 })).toEqual(DENIED);
    expect(await countRows(server.db, 'organize')).toBe(before);
    expect(await countRows(server.db, 'organizeAdministrator')).toBe(0);
    const company = await server.db
      .selectFrom('organize')
      .select('fullName')
      .where('id', '=', 'org-company')
      .executeTakeFirstOrThrow();
    expect(company.fullName).toBe('示例科技有限公司');
  });
});
