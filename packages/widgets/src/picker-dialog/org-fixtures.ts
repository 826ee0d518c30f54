import type { DataProvider, OrgNode, UserSummary } from '../data-provider/index.js';

// A small organisation like the seeded one, for the pickers' stories and tests:
// 总公司 > 研发部 (张三, 李四), 财务部 (王五).

const company: OrgNode = { id: 'org-hq', fullName: '总公司', type: 'company', organizeIds: ['org-hq'] };
const rd: OrgNode = {
  id: 'dep-rd',
  fullName: '研发部',
  type: 'department',
  parentId: 'org-hq',
  organizeIds: ['org-hq', 'dep-rd'],
};
const finance: OrgNode = {
  id: 'dep-fin',
  fullName: '财务部',
  type: 'department',
  parentId: 'org-hq',
  organizeIds: ['org-hq', 'dep-fin'],
};

export const FIXTURE_USERS: readonly (UserSummary & { departmentId: string })[] = [
  { id: 'u-zhangsan', fullName: '张三/zhangsan', organize: '总公司/研发部', departmentId: 'dep-rd' },
  { id: 'u-lisi', fullName: '李四/lisi', organize: '总公司/研发部', departmentId: 'dep-rd' },
  { id: 'u-wangwu', fullName: '王五/wangwu', organize: '总公司/财务部', departmentId: 'dep-fin' },
];

/** 总公司 with its two departments, as organizeTree and departmentTree answer. */
export const FIXTURE_ORGANIZE_TREE: readonly OrgNode[] = [
  { ...company, hasChildren: true, children: [{ ...rd }, { ...finance }] },
];

const position = (id: string, fullName: string, department: OrgNode): OrgNode => ({
  id,
  fullName,
  type: 'position',
  parentId: department.id,
  organizeIds: department.organizeIds ?? [],
});

/** Positions under their departments, as the server's position selector nests them. */
export const FIXTURE_POSITIONS: readonly OrgNode[] = [
  {
    ...company,
    children: [
      { ...rd, children: [position('pos-fe', '前端工程师', rd), position('pos-be', '后端工程师', rd)] },
      { ...finance, children: [position('pos-acc', '会计', finance)] },
    ],
  },
];

export const FIXTURE_ROLES: readonly OrgNode[] = [
  { id: 'role-staff', fullName: '普通员工', type: 'role' },
  { id: 'role-manager', fullName: '部门经理', type: 'role' },
  { id: 'role-admin', fullName: '系统管理员', type: 'role' },
];

export const FIXTURE_GROUPS: readonly OrgNode[] = [
  { id: 'grp-tech', fullName: '技术委员会', type: 'group' },
  { id: 'grp-union', fullName: '工会', type: 'group' },
];

const matches = (name: string, keyword: string | undefined) =>
  !keyword?.trim() || name.toLowerCase().includes(keyword.trim().toLowerCase());

/** The nodes whose name matches, with the branches leading to them (as the server searches). */
function searchTree(nodes: readonly OrgNode[], keyword: string | undefined): OrgNode[] {
  return nodes.flatMap((node) => {
    if (matches(node.fullName, keyword)) return [node];
    const children = searchTree(node.children ?? [], keyword);
    return children.length ? [{ ...node, children }] : [];
  });
}

const userNode = ({ departmentId, ...user }: (typeof FIXTURE_USERS)[number]): OrgNode & UserSummary => ({
  ...user,
  type: 'user',
  parentId: departmentId,
  hasChildren: false,
});

/** One level of the user tree, as userTree answers it without a keyword. */
function userTreeLevel(nodeId: string): OrgNode[] {
  if (nodeId === '0') return [{ ...company, hasChildren: true }];
  if (nodeId === company.id) return [rd, finance].map((node) => ({ ...node, hasChildren: true }));
  return FIXTURE_USERS.filter((user) => user.departmentId === nodeId).map(userNode);
}

/** A copy, so one story's or test's data never leaks into another's. */
const copy = <T>(value: T): T => structuredClone(value);

/** Every organisation method answered from the data above, as the REST provider would. */
export function orgFixtureProvider(): Pick<
  DataProvider,
  | 'userTree'
  | 'usersByIds'
  | 'currentOrganizeUsers'
  | 'subordinates'
  | 'organizeTree'
  | 'departmentTree'
  | 'positions'
  | 'roles'
  | 'groups'
> {
  const users = (filter: (user: (typeof FIXTURE_USERS)[number]) => boolean, keyword?: string) =>
    FIXTURE_USERS.filter((user) => filter(user) && matches(user.fullName, keyword)).map(
      ({ departmentId: _, ...user }) => user,
    );
  return {
    userTree: async ({ nodeId, keyword }) =>
      keyword?.trim()
        ? users(() => true, keyword).map((user) => ({ ...user, type: 'user' }))
        : userTreeLevel(nodeId),
    usersByIds: async ({ ids }) => ids.flatMap((id) => users((user) => user.id === id).slice(0, 1)),
    currentOrganizeUsers: async ({ keyword }) => users((user) => user.departmentId === rd.id, keyword),
    subordinates: async ({ keyword }) => users((user) => user.id === 'u-lisi', keyword),
    organizeTree: async ({ keyword }) => copy(searchTree(FIXTURE_ORGANIZE_TREE, keyword)),
    departmentTree: async ({ keyword }) => copy(searchTree(FIXTURE_ORGANIZE_TREE, keyword)),
    positions: async ({ keyword }) => copy(searchTree(FIXTURE_POSITIONS, keyword)),
    roles: async ({ keyword }) => copy(searchTree(FIXTURE_ROLES, keyword)),
    groups: async ({ keyword }) => copy(searchTree(FIXTURE_GROUPS, keyword)),
  };
}
