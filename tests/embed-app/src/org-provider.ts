import { type DataProvider, type OrgNode, testDataProvider, type UserSummary } from '@formwork/widgets';

// The embedding app's own back end, reduced to the two calls the user picker makes here:
// 总公司 > 研发部 > 张三, 李四.

const users: UserSummary[] = [
  { id: 'u-zhangsan', fullName: '张三/zhangsan', organize: '总公司/研发部' },
  { id: 'u-lisi', fullName: '李四/lisi', organize: '总公司/研发部' },
];

const levels: Record<string, OrgNode[]> = {
  '0': [{ id: 'org-hq', fullName: '总公司', type: 'company', hasChildren: true }],
  'org-hq': [{ id: 'dep-rd', fullName: '研发部', type: 'department', parentId: 'org-hq', hasChildren: true }],
  'dep-rd': users.map((user) => ({ id: user.id, fullName: user.fullName, type: 'user', parentId: 'dep-rd' })),
};

/** Answers userTree and usersByIds; any other call rejects, so an unexpected one shows. */
export function orgProvider(): DataProvider {
  return testDataProvider({
    userTree: async ({ nodeId }) => levels[nodeId] ?? [],
    usersByIds: async ({ ids }) => users.filter((user) => ids.includes(user.id)),
  });
}
