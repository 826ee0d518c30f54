import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import { type Caller, countRows, DENIED, signInBoth } from './test-fixtures.js';

const POSITION = '/api/permission/Position';

interface Row {
  id: string;
  fullName: string;
  department: string;
}
interface Page {
  list: Row[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe.each(databaseKinds)('managing positions on %s', (kind) => {
  let server: TestServer;
  let admin: Caller;
  let staff: Caller;
  const names = (page?: Page) => page?.list.map((row) => row.fullName);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ admin, staff } = await signInBoth(server));
  });
  afterAll(() => server?.close());

  it('lists the positions of an organisation and those below it, by keyword, a page at a time', async () => {
    const all = await admin<Page>('GET', POSITION);
    expect(names(all.data)).toEqual(['总经理', '研发工程师', '销售专员', '会计', '人事专员']);
    expect(all.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 5 });
    expect(all.data?.list[1]).toMatchObject({
      id: 'pos-engineer',
      organizeId: 'org-rd',
      enCode: 'engineer',
      department: '示例科技有限公司/研发部',
      enabledMark: 1,
    });
    expect(names((await admin<Page>('GET', `${POSITION}?organizeId=org-company`)).data)).toHaveLength(5);
    expect(names((await admin<Page>('GET', `${POSITION}?organizeId=org-sales`)).data)).toEqual(['销售专员']);
    expect(names((await admin<Page>('GET', `${POSITION}?keyword=ACCOUNT`)).data)).toEqual(['会计']);
    const second = await admin<Page>('GET', `${POSITION}?currentPage=2&pageSize=2`);
    expect(names(second.data)).toEqual(['销售专员', '会计']);
    expect(second.data?.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 5 });
    expect(await admin('GET', `${POSITION}?pageSize=0`)).toEqual({
      code: 400,
      msg: 'querystring.pageSize: 不能小于1',
    });
  });

  it('creates, reads and updates a position', async () => {
    const created = await admin<{ id: string }>('POST', POSITION, {
      organizeId: 'org-rd',
      fullName: '测试工程师',
      enCode: 'tester',
      type: '技术岗',
      sortCode: 9,
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;
    const info = await admin('GET', `${POSITION}/${id}`);
    expect(info.data).toMatchObject({
      id,
      organizeId: 'org-rd',
      organizeIdTree: ['org-company', 'org-rd'],
      fullName: '测试工程师',
      enCode: 'tester',
      type: '技术岗',
      sortCode: 9,
      enabledMark: 1,
    });
    expect(
      await admin('PUT', `${POSITION}/${id}`, {
        ...(info.data as object),
        organizeId: 'org-finance',
        enabledMark: 0,
      }),
    ).toEqual({ code: 200, msg: '更新成功' });
    const stored = await server.db
      .selectFrom('position')
      .select(['organizeId', 'enabledMark', 'type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ organizeId: 'org-finance', enabledMark: 0, type: '技术岗' });
    // A disabled position is no longer offered.
    const everyone = await staff<{ list: Row[] }>('GET', `${POSITION}/All`);
    expect(everyone.data?.list.map((row) => row.id)).not.toContain(id);
    expect(everyone.data?.list).toHaveLength(5);
  });

  it('groups the enabled positions under each organisation the user form names', async () => {
    const answer = await staff('POST', `${POSITION}/getListByOrgIds`, {
      organizeIds: ['org-sales', 'org-company'],
    });
    expect(answer.data).toEqual({
      list: [
        {
          id: 'org-sales',
          fullName: '示例科技有限公司/市场部',
          type: 'organize',
          children: [{ id: 'pos-sales', fullName: '销售专员', enCode: 'sales', type: '' }],
        },
        {
          id: 'org-company',
          fullName: '示例科技有限公司',
          type: 'organize',
          children: [{ id: 'pos-ceo', fullName: '总经理', enCode: 'ceo', type: '' }],
        },
      ],
    });
    expect(await staff('POST', `${POSITION}/getListByOrgIds`, { organizeIds: ['org-rd', 'ghost'] })).toEqual({
      code: 400,
      msg: '所属组织: 组织 ghost 不存在',
      field: 'organizeIds',
    });
    expect((await call(server.app, 'GET', `${POSITION}/All`)).code).toBe(600);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await countRows(server.db, 'position');
    const refusals: Array<[unknown, string]> = [
      [{ organizeId: 'org-rd', fullName: '重复', enCode: 'ceo' }, '编码: 编码 ceo 已存在'],
      [
        { organizeId: 'org-rd', fullName: '下划线', enCode: 'a_b' },
        '编码: 编码只能输入英文、数字和小数点且小数点不能放在首尾',
      ],
      [{ organizeId: 'org-rd', fullName: '岗位@', enCode: 'at' }, '名称: 名称不能含有特殊符号'],
      [{ organizeId: 'ghost', fullName: '无组织', enCode: 'noOrg' }, '所属组织: 组织 ghost 不存在'],
      [{ fullName: '无组织', enCode: 'noOrg' }, '所属组织: 不能为空'],
      [
        { organizeId: 'org-rd', fullName: '类型', enCode: 'typed', type: 'x'.repeat(51) },
        '类型: 不能超过50个字符',
      ],
    ];
    // A field with a label is named by it, its code beside the message as `field`.
    for (const [body, msg] of refusals)
      expect(await admin('POST', POSITION, body)).toMatchObject({ code: 400, msg });
    expect(
      await admin('PUT', `${POSITION}/pos-hr`, { organizeId: 'org-hr', fullName: '人事专员', enCode: 'ceo' }),
    ).toEqual({ code: 400, msg: '编码: 编码 ceo 已存在', field: 'enCode' });
    expect(await admin('GET', `${POSITION}/ghost`)).toEqual({ code: 400, msg: '岗位不存在或已删除' });
    expect(await countRows(server.db, 'position')).toBe(before);
  });

  it('refuses to delete a position someone holds, as main position or as one of theirs', async () => {
    const refused = { code: 400, msg: 'id: 该岗位下有用户，不能删除' };
    expect(await admin('DELETE', `${POSITION}/pos-engineer`)).toEqual(refused);
    await server.db
      .insertInto('userRelation')
      .values({ id: 'rel-acc', userId: 'user-newuser', objectType: 'Position', objectId: 'pos-accountant' })
      .execute();
    expect(await admin('DELETE', `${POSITION}/pos-accountant`)).toEqual(refused);
    await server.db.deleteFrom('userRelation').where('id', '=', 'rel-acc').execute();
    expect(await admin('DELETE', `${POSITION}/pos-accountant`)).toEqual({ code: 200, msg: '删除成功' });
    expect(
      await server.db.selectFrom('position').select('id').where('id', '=', 'pos-accountant').execute(),
    ).toEqual([]);
  });

  it('refuses staff and changes nothing', async () => {
    const before = await countRows(server.db, 'position');
    const body = { organizeId: 'org-rd', fullName: '员工岗', enCode: 'byStaff' };
    expect(await staff('GET', POSITION)).toEqual(DENIED);
    expect(await staff('GET', `${POSITION}/pos-hr`)).toEqual(DENIED);
    expect(await staff('POST', POSITION, body)).toEqual(DENIED);
    expect(await staff('PUT', `${POSITION}/pos-hr`, body)).toEqual(DENIED);
    expect(await staff('DELETE', `${POSITION}/pos-hr`)).toEqual(DENIED);
    expect(await countRows(server.db, 'position')).toBe(before);
    const hr = await server.db
      .selectFrom('position')
      .select('enCode')
      .where('id', '=', 'pos-hr')
      .executeTakeFirstOrThrow();
    expect(hr.enCode).toBe('hr');
  });
});
