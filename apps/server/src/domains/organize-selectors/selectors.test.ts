import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import type { TreeNode } from './tree.js';

const PERMISSION = '/api/permission';

/** Names as nested arrays: [name, [children...]] for a branch, the name for a leaf. */
const shape = (nodes: readonly TreeNode[] = []): unknown[] =>
  nodes.map((node) => (node.children ? [node.fullName, shape(node.children)] : node.fullName));

describe.each(databaseKinds)('organisation pickers on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  const tree = async (path: string) => {
    const answer = await call<{ list: TreeNode[] }>(server.app, 'GET', `${PERMISSION}${path}`, {
      token: staff,
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data?.list ?? [];
  };
  const departments = ['研发部', '市场部', '财务部', '人事行政部'];

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('answers the organisation tree with each node’s type, icon and path to any signed-in user', async () => {
    const list = await tree('/Organize/Tree');
    expect(shape(list)).toEqual([['示例科技有限公司', departments]]);
    const [company] = list;
    expect(company).toMatchObject({
      id: 'org-company',
      parentId: '-1',
      type: 'company',
      hasChildren: true,
      isLeaf: false,
      organizeIds: ['org-company'],
      icon: 'icon-ym icon-ym-tree-organization3',
    });
    expect(company?.children?.[0]).toEqual({
      id: 'org-rd',
      parentId: 'org-company',
      fullName: '研发部',
      enCode: 'demo.rd',
      type: 'department',
      icon: 'icon-ym icon-ym-tree-department1',
      hasChildren: false,
      isLeaf: true,
      organizeIds: ['org-company', 'org-rd'],
    });
  });

  it('keeps the matches of a keyword and the way to them', async () => {
    expect(shape(await tree(`/Organize/Tree?keyword=${encodeURIComponent('研发')}`))).toEqual([
      ['示例科技有限公司', ['研发部']],
    ]);
    expect(shape(await tree(`/Organize/Tree?keyword=${encodeURIComponent('示例')}`))).toEqual([
      ['示例科技有限公司', departments],
    ]);
    expect(await tree('/Organize/Tree?keyword=nothing')).toEqual([]);
  });

  it('leaves out the named organisation and what is under it (0: none)', async () => {
    expect(shape(await tree('/Organize/Department/Selector/0'))).toEqual([['示例科技有限公司', departments]]);
    expect(shape(await tree('/Organize/Department/Selector/org-sales'))).toEqual([
      ['示例科技有限公司', ['研发部', '财务部', '人事行政部']],
    ]);
    expect(await tree('/Organize/Department/Selector/org-company')).toEqual([]);
  });

  it('answers the companies alone on Organize/Selector', async () => {
    const list = await tree('/Organize/Selector/0');
    expect(shape(list)).toEqual(['示例科技有限公司']);
    expect(list[0]).toMatchObject({ type: 'company', hasChildren: false, isLeaf: true });
    expect(await tree('/Organize/Selector/org-company')).toEqual([]);
  });

  it("answers JNPF's ByAuth trees as the plain ones, leaving out the same organisation", async () => {
    for (const [plain, byAuth] of [
      ['/Organize/Selector', '/Organize/SelectorByAuth'],
      ['/Organize/Department/Selector', '/Organize/Department/SelectorByAuth'],
    ])
      for (const id of ['0', 'org-sales', 'org-company'])
        expect(await tree(`${byAuth}/${id}`)).toEqual(await tree(`${plain}/${id}`));
    expect(shape(await tree('/Organize/Department/SelectorByAuth/org-sales'))).toEqual([
      ['示例科技有限公司', ['研发部', '财务部', '人事行政部']],
    ]);
  });

  it('files positions under their organisations and searches them', async () => {
    const list = await tree('/Position/Selector');
    expect(shape(list)).toEqual([
      [
        '示例科技有限公司',
        [
          ['研发部', ['研发工程师']],
          ['市场部', ['销售专员']],
          ['财务部', ['会计']],
          ['人事行政部', ['人事专员']],
          '总经理',
        ],
      ],
    ]);
    expect(list[0]?.children?.[4]).toEqual({
      id: 'pos-ceo',
      parentId: 'org-company',
      fullName: '总经理',
      enCode: 'ceo',
      type: 'position',
      icon: 'icon-ym icon-ym-tree-position1',
      hasChildren: false,
      isLeaf: true,
      organizeIds: ['org-company'],
    });
    expect(shape(await tree(`/Position/Selector?keyword=${encodeURIComponent('会计')}`))).toEqual([
      ['示例科技有限公司', [['财务部', ['会计']]]],
    ]);
  });

  it('lists roles and groups, searched by name or code', async () => {
    const roles = await tree('/Role/Selector');
    expect(roles.map((role) => [role.fullName, role.type])).toEqual([
      ['系统管理员', 'role'],
      ['普通员工', 'role'],
    ]);
    expect((await tree('/Role/Selector?keyword=STAFF')).map((role) => role.id)).toEqual(['role-staff']);
    const groups = await tree('/Group/Selector');
    expect(groups.map((group) => [group.fullName, group.type])).toEqual([
      ['产品评审组', 'group'],
      ['安全应急小组', 'group'],
    ]);
    expect(groups[0]).toMatchObject({ id: 'group-review', enCode: 'productReview', category: '项目组' });
    expect((await tree(`/Group/Selector?keyword=${encodeURIComponent('安全')}`)).map((g) => g.id)).toEqual([
      'group-safety',
    ]);
  });

  it('offers nothing disabled', async () => {
    await server.db.updateTable('organize').set({ enabledMark: 0 }).where('id', '=', 'org-hr').execute();
    await server.db.updateTable('role').set({ enabledMark: 0 }).where('id', '=', 'role-admin').execute();
    expect(shape(await tree('/Organize/Tree'))).toEqual([
      ['示例科技有限公司', ['研发部', '市场部', '财务部']],
    ]);
    expect((await tree('/Role/Selector')).map((role) => role.id)).toEqual(['role-staff']);
    await server.db.updateTable('organize').set({ enabledMark: 1 }).where('id', '=', 'org-hr').execute();
    await server.db.updateTable('role').set({ enabledMark: 1 }).where('id', '=', 'role-admin').execute();
  });

  it('answers 400 naming a bad keyword, and 600 to a visitor', async () => {
    const long = await call(server.app, 'GET', `${PERMISSION}/Organize/Tree?keyword=${'x'.repeat(201)}`, {
      token: staff,
    });
    expect(long).toEqual({ code: 400, msg: 'querystring.keyword: 不能超过200个字符' });
    for (const path of ['/Organize/Tree', '/Position/Selector', '/Role/Selector', '/Group/Selector'])
      expect((await call(server.app, 'GET', `${PERMISSION}${path}`)).code).toBe(600);
  });
});
