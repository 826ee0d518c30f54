import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import { type Caller, countRows, DENIED, signInBoth } from './test-fixtures.js';

const GROUP = '/api/permission/Group';
const MEMBERS = '/api/permission/UserRelation';

interface Page {
  list: Array<{ id: string; fullName: string; type: string }>;
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe.each(databaseKinds)('managing groups on %s', (kind) => {
  let server: TestServer;
  let admin: Caller;
  let staff: Caller;
  const members = async (groupId: string) =>
    (
      await server.db
        .selectFrom('userRelation')
        .select('userId')
        .where('objectType', '=', 'Group')
        .where('objectId', '=', groupId)
        .orderBy('sortCode')
        .execute()
    ).map((row) => row.userId);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ admin, staff } = await signInBoth(server));
  });
  afterAll(() => server?.close());

  it('lists groups with their kind, by keyword, a page at a time', async () => {
    const all = await admin<Page>('GET', GROUP);
    expect(all.data?.list.map((row) => [row.fullName, row.type])).toEqual([
      ['产品评审组', '项目组'],
      ['安全应急小组', '工作小组'],
    ]);
    expect(all.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    const found = await admin<Page>('GET', `${GROUP}?keyword=safe`);
    expect(found.data?.list.map((row) => row.id)).toEqual(['group-safety']);
    const second = await admin<Page>('GET', `${GROUP}?currentPage=2&pageSize=1`);
    expect(second.data?.list.map((row) => row.id)).toEqual(['group-safety']);
  });

  it('creates, reads and updates a group, which the group picker then offers', async () => {
    const created = await admin<{ id: string }>('POST', GROUP, {
      fullName: '读书会',
      enCode: 'bookClub',
      type: '兴趣小组',
      sortCode: 2,
      description: '每月一本',
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;
    const info = await admin('GET', `${GROUP}/${id}`);
    expect(info.data).toMatchObject({
      id,
      fullName: '读书会',
      enCode: 'bookClub',
      type: '兴趣小组',
      sortCode: 2,
      enabledMark: 1,
      description: '每月一本',
    });
    const picker = await staff<{ list: Array<{ id: string; category: string }> }>('GET', `${GROUP}/Selector`);
    expect(picker.data?.list.find((group) => group.id === id)?.category).toBe('兴趣小组');

    expect(
      await admin('PUT', `${GROUP}/${id}`, { ...(info.data as object), type: '学习小组', enabledMark: 0 }),
    ).toEqual({ code: 200, msg: '更新成功' });
    const stored = await server.db
      .selectFrom('permissionGroup')
      .select(['category', 'enabledMark'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ category: '学习小组', enabledMark: 0 });
  });

  it('reads and sets the members of a group', async () => {
    expect(await admin('GET', `${MEMBERS}/group-review`)).toEqual({
      code: 200,
      msg: 'Success',
      data: { ids: [], userIds: [] },
    });
    const set = await admin('POST', `${MEMBERS}/group-review`, {
      objectId: 'group-review',
      objectType: 'Group',
      userIds: ['user-newuser', 'user-staff', 'user-newuser'],
    });
    expect(set).toEqual({ code: 200, msg: '保存成功' });
    expect(await members('group-review')).toEqual(['user-newuser', 'user-staff']);
    expect((await admin('GET', `${MEMBERS}/group-review`)).data).toEqual({
      ids: ['user-newuser', 'user-staff'],
      userIds: ['user-newuser', 'user-staff'],
    });

    const refusals: Array<[string, unknown, string]> = [
      ['group-review', { objectType: 'Group', userIds: ['user-admin', 'ghost'] }, '成员: 用户 ghost 不存在'],
      ['group-review', { objectType: 'Role', userIds: ['user-admin'] }, 'objectType: 只能是 Group 之一'],
      ['group-review', { objectType: 'Group' }, '成员: 不能为空'],
      ['ghost', { objectType: 'Group', userIds: ['user-admin'] }, '分组不存在或已删除'],
    ];
    for (const [groupId, body, msg] of refusals)
      expect(await admin('POST', `${MEMBERS}/${groupId}`, body)).toMatchObject({ code: 400, msg });
    expect(await members('group-review')).toEqual(['user-newuser', 'user-staff']);
    expect(await members('ghost')).toEqual([]);

    expect(
      await admin('POST', `${MEMBERS}/group-review`, { objectType: 'Group', userIds: ['user-admin'] }),
    ).toMatchObject({
      code: 200,
    });
    expect(await members('group-review')).toEqual(['user-admin']);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await countRows(server.db, 'permissionGroup');
    const refusals: Array<[unknown, string]> = [
      [{ fullName: '重复', enCode: 'safety' }, '编码: 编码 safety 已存在'],
      [{ fullName: '小组?', enCode: 'question' }, '名称: 名称不能含有特殊符号'],
      [{ fullName: '坏编码', enCode: 'a..' }, '编码: 编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ fullName: '状态', enCode: 'state', enabledMark: 'yes' }, '状态: 应为整数'],
    ];
    for (const [body, msg] of refusals)
      expect(await admin('POST', GROUP, body)).toMatchObject({ code: 400, msg });
    expect(await admin('GET', `${GROUP}/ghost`)).toEqual({ code: 400, msg: '分组不存在或已删除' });
    expect(await countRows(server.db, 'permissionGroup')).toBe(before);
  });

  it('refuses to delete a group with members, and deletes it once they are taken out', async () => {
    expect(await admin('DELETE', `${GROUP}/group-review`)).toEqual({
      code: 400,
      msg: 'id: 该分组下有成员，不能删除',
    });
    await admin('POST', `${MEMBERS}/group-review`, { objectType: 'Group', userIds: [] });
    expect(await admin('DELETE', `${GROUP}/group-review`)).toEqual({ code: 200, msg: '删除成功' });
    expect(
      await server.db.selectFrom('permissionGroup').select('id').where('id', '=', 'group-review').execute(),
    ).toEqual([]);
  });

  it('refuses staff and changes nothing', async () => {
    const before = await countRows(server.db, 'permissionGroup');
    const body = { fullName: '员工组', enCode: 'byStaff' };
    expect(await staff('GET', GROUP)).toEqual(DENIED);
    expect(await staff('GET', `${GROUP}/group-safety`)).toEqual(DENIED);
    expect(await staff('POST', GROUP, body)).toEqual(DENIED);
    expect(await staff('PUT', `${GROUP}/group-safety`, body)).toEqual(DENIED);
    expect(await staff('DELETE', `${GROUP}/group-safety`)).toEqual(DENIED);
    expect(await staff('GET', `${MEMBERS}/group-safety`)).toEqual(DENIED);
    expect(
      await staff('POST', `${MEMBERS}/group-safety`, { objectType: 'Group', userIds: ['user-staff'] }),
    ).toEqual(DENIED);
    expect(await countRows(server.db, 'permissionGroup')).toBe(before);
    expect(await members('group-safety')).toEqual([]);
    const safety = await server.db
      .selectFrom('permissionGroup')
      .select('enCode')
      .where('id', '=', 'group-safety')
      .executeTakeFirstOrThrow();
    expect(safety.enCode).toBe('safety');
  });
});
