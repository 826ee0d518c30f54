import type { PagedList } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import type { TreeNode } from '../organize-selectors/tree.js';
import type { UserSummary } from './users.js';

const USERS = '/api/permission/Users';
const names = (list: ReadonlyArray<{ fullName: string }> = []) => list.map((item) => item.fullName);
const shape = (nodes: readonly TreeNode[] = []): unknown[] =>
  nodes.map((node) => (node.children ? [node.fullName, shape(node.children)] : node.fullName));

describe.each(databaseKinds)('user pickers on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const level = (nodeId: string, body: Record<string, unknown> = {}, token = staff) =>
    call<{ list: TreeNode[] } & Partial<PagedList<TreeNode>>>(
      server.app,
      'POST',
      `${USERS}/ImUser/Selector/${nodeId}`,
      {
        token,
        body,
      },
    );
  const post = <T>(path: string, body: unknown, token = staff) =>
    call<T>(server.app, 'POST', `${USERS}${path}`, { token, body });
  const get = <T>(path: string, token = staff) => call<T>(server.app, 'GET', `${USERS}${path}`, { token });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('opens the user tree at the top organisations, then sub-organisations and members', async () => {
    const top = await level('0');
    expect(top.code, top.msg).toBe(200);
    expect(top.data?.list).toEqual([
      expect.objectContaining({
        id: 'org-company',
        fullName: '示例科技有限公司',
        type: 'company',
        hasChildren: true,
      }),
    ]);
    expect(top.data?.list[0]?.children).toBeUndefined();

    const company = (await level('org-company')).data?.list ?? [];
    expect(company.map((node) => [node.fullName, node.type, node.hasChildren])).toEqual([
      ['研发部', 'department', true],
      ['市场部', 'department', true],
      ['财务部', 'department', false],
      ['人事行政部', 'department', false],
      ['管理员/admin', 'user', false],
    ]);
    expect(company[4]).toEqual({
      id: 'user-admin',
      fullName: '管理员/admin',
      account: 'admin',
      realName: '管理员',
      headIcon: '',
      organize: '示例科技有限公司',
      organizeId: 'org-company',
      parentId: 'org-company',
      type: 'user',
      icon: 'icon-ym icon-ym-tree-user2',
      hasChildren: false,
      isLeaf: true,
      organizeIds: ['org-company'],
    });
    expect(names((await level('org-rd')).data?.list)).toEqual(['张三/staff', '张三（子账号）/staff.sub']);
    expect(await level('nope')).toEqual({ code: 200, msg: 'Success', data: { list: [] } });
  });

  it('searches users by name or account across the tree, a page at a time', async () => {
    const first = await level('0', { keyword: '张三', currentPage: 1, pageSize: 1 });
    expect(first.data?.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(names(first.data?.list)).toEqual(['张三/staff']);
    expect(first.data?.list[0]).toMatchObject({ type: 'user', organize: '示例科技有限公司/研发部' });
    const second = await level('org-sales', { keyword: '张三', currentPage: 2, pageSize: 1 });
    expect(names(second.data?.list)).toEqual(['张三（子账号）/staff.sub']);
    expect(names((await level('0', { keyword: 'NEWUSER' })).data?.list)).toEqual(['李四/newuser']);
    expect((await level('0', { keyword: '%' })).data?.pagination?.total).toBe(0);
  });

  it('answers users by id in the order asked, skipping unknown ids', async () => {
    const answer = await post<{ list: UserSummary[] }>('/getUserList', {
      userId: ['user-newuser', 'nope', 'user-admin', 'user-newuser'],
    });
    expect(answer.data?.list).toEqual([
      {
        id: 'user-newuser',
        fullName: '李四/newuser',
        account: 'newuser',
        realName: '李四',
        headIcon: '',
        organize: '示例科技有限公司/市场部',
        organizeId: 'org-sales',
      },
      expect.objectContaining({ id: 'user-admin', fullName: '管理员/admin' }),
    ]);
    expect(await post('/getUserList', { userId: [] })).toEqual({
      code: 200,
      msg: 'Success',
      data: { list: [] },
    });
  });

  it("answers the members of the caller's organisation (0) or another, by keyword", async () => {
    const own = await get<UserSummary[]>('/getOrganization?organizeId=0');
    expect(names(own.data)).toEqual(['张三/staff', '张三（子账号）/staff.sub']);
    expect(names((await get<UserSummary[]>('/getOrganization?keyword=sub')).data)).toEqual([
      '张三（子账号）/staff.sub',
    ]);
    expect(names((await get<UserSummary[]>('/getOrganization?organizeId=org-sales')).data)).toEqual([
      '李四/newuser',
    ]);
    expect(names((await get<UserSummary[]>('/getOrganization?organizeId=0', admin)).data)).toEqual([
      '管理员/admin',
    ]);
  });

  it("answers the caller's direct reports, by keyword", async () => {
    expect(names((await post<UserSummary[]>('/getSubordinates', {}, admin)).data)).toEqual(['张三/staff']);
    expect(names((await post<UserSummary[]>('/getSubordinates', { keyword: '李' })).data)).toEqual([
      '李四/newuser',
    ]);
    expect((await post<UserSummary[]>('/getSubordinates', { keyword: 'zzz' })).data).toEqual([]);
  });

  it('answers the whole tree with members as leaves on Users/Selector', async () => {
    const all = await get<{ list: TreeNode[] }>('/Selector');
    expect(shape(all.data?.list)).toEqual([
      [
        '示例科技有限公司',
        [
          ['研发部', ['张三/staff', '张三（子账号）/staff.sub']],
          ['市场部', ['李四/newuser']],
          '财务部',
          '人事行政部',
          '管理员/admin',
        ],
      ],
    ]);
    const found = await get<{ list: TreeNode[] }>(`/Selector?keyword=${encodeURIComponent('李四')}`);
    expect(shape(found.data?.list)).toEqual([['示例科技有限公司', [['市场部', ['李四/newuser']]]]]);
  });

  it('offers no disabled user, yet still names one by id', async () => {
    await server.db.updateTable('users').set({ enabledMark: 0 }).where('id', '=', 'user-newuser').execute();
    expect(names((await level('org-sales')).data?.list)).toEqual([]);
    expect((await level('org-company')).data?.list[1]).toMatchObject({
      fullName: '市场部',
      hasChildren: false,
    });
    expect((await post<UserSummary[]>('/getSubordinates', {})).data).toEqual([]);
    expect(
      names((await post<{ list: UserSummary[] }>('/getUserList', { userId: ['user-newuser'] })).data?.list),
    ).toEqual(['李四/newuser']);
    await server.db.updateTable('users').set({ enabledMark: 1 }).where('id', '=', 'user-newuser').execute();
  });

  it('answers 400 naming the field for bad input, and 600 to a visitor', async () => {
    expect(await post('/getUserList', { userId: 'user-admin' })).toEqual({
      code: 400,
      msg: '用户: 应为列表',
      field: 'userId',
    });
    expect(await post('/getUserList', {})).toEqual({ code: 400, msg: '用户: 不能为空', field: 'userId' });
    expect(await level('0', { keyword: '张', pageSize: 0 })).toEqual({
      code: 400,
      msg: 'pageSize: 不能小于1',
    });
    expect(await post('/getSubordinates', { keyword: 5 })).toEqual({
      code: 400,
      msg: 'keyword: 应为文本',
    });
    expect((await call(server.app, 'POST', `${USERS}/ImUser/Selector/0`, { body: {} })).code).toBe(600);
    expect((await call(server.app, 'GET', `${USERS}/Selector`)).code).toBe(600);
  });
});
