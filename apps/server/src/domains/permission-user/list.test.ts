import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { caller, newUser, USERS } from './test-fixtures.js';

interface Row {
  id: string;
  account: string;
  organize: string;
  enabledMark: number;
  sortCode: number;
}
interface Page {
  list: Row[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface Node {
  id: string;
  type: string;
  fullName: string;
  children?: Node[];
}

describe.each(databaseKinds)('listing users on %s', (kind) => {
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

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    // The demo has four users (one a sub-account); twelve researchers with sort code 5; the later created come first among equals.
    for (let n = 1; n <= 12; n += 1)
      await adminCall('POST', USERS, newUser(`dev${String(n).padStart(2, '0')}`, { sortCode: 5 }));
  });
  afterAll(() => server?.close());

  it('pages in the database, by sort code then newest first', async () => {
    const first = await adminCall<Page>('GET', `${USERS}?currentPage=1&pageSize=5&keyword=dev`);
    expect(first.data?.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 12 });
    expect(first.data?.list.map((row) => row.account)).toEqual(['dev12', 'dev11', 'dev10', 'dev09', 'dev08']);
    const last = await adminCall<Page>('GET', `${USERS}?currentPage=3&pageSize=5&keyword=dev`);
    expect(last.data?.list.map((row) => row.account)).toEqual(['dev02', 'dev01']);
    const everyone = await adminCall<Page>('GET', `${USERS}?pageSize=3`);
    expect(everyone.data?.list.map((row) => row.account)).toEqual(['admin', 'staff', 'newuser']);
    expect(everyone.data?.list[1]).toMatchObject({ organize: '示例科技有限公司/研发部', enabledMark: 1 });
  });

  it('lists an organisation with the organisations under it, and matches the keyword in name, account or mobile', async () => {
    const sales = await adminCall<Page>('GET', `${USERS}?organizeId=org-sales`);
    expect(sales.data?.list.map((row) => row.account)).toEqual(['newuser']);
    const company = await adminCall<Page>('GET', `${USERS}?organizeId=org-company&pageSize=100`);
    expect(company.data?.pagination.total).toBe(16);
    const byMobile = await adminCall<Page>('GET', `${USERS}?keyword=13800000001`);
    expect(byMobile.data?.list.map((row) => row.account)).toEqual(['staff']);
    const none = await adminCall<Page>('GET', `${USERS}?keyword=${encodeURIComponent('%')}`);
    expect(none.data?.list).toEqual([]);
  });

  it('answers every user for /All, and staff who may open the screen may read it', async () => {
    const all = await staffCall<{ list: Array<{ account: string; fullName: string }> }>(
      'GET',
      `${USERS}/All`,
    );
    expect(all.data?.list).toHaveLength(16);
    expect(all.data?.list[0]).toMatchObject({ account: 'admin', fullName: '管理员/admin' });
  });

  it("offers a position's organisation with its members, and refuses an unknown position", async () => {
    const tree = await adminCall<Node[]>('GET', `${USERS}/GetUsersByPositionId?positionId=pos-sales`);
    expect(tree.data).toEqual([
      expect.objectContaining({
        id: 'org-sales',
        children: [expect.objectContaining({ id: 'user-newuser', type: 'user', fullName: '李四/newuser' })],
      }),
    ]);
    expect(await adminCall('GET', `${USERS}/GetUsersByPositionId?positionId=ghost`)).toEqual({
      code: 400,
      msg: '岗位: 岗位 ghost 不存在',
      field: 'positionId',
    });
    expect(await staffCall('GET', `${USERS}/GetUsersByPositionId?positionId=pos-sales`)).toMatchObject({
      code: 403,
    });
  });

  it('offers users for a role one organisation level at a time, or by keyword', async () => {
    const top = await adminCall<Node[]>('GET', `${USERS}/GetUsersByRoleOrgId?roleId=role-staff&organizeId=0`);
    expect(top.data?.map((node) => node.id)).toEqual(['org-company']);
    const sales = await adminCall<Node[]>(
      'GET',
      `${USERS}/GetUsersByRoleOrgId?roleId=role-staff&organizeId=org-sales`,
    );
    expect(sales.data?.map((node) => node.id)).toEqual(['user-newuser']);
    const found = await adminCall<Node[]>(
      'GET',
      `${USERS}/GetUsersByRoleOrgId?roleId=role-staff&keyword=dev0`,
    );
    expect(found.data).toHaveLength(9);
    expect(await adminCall('GET', `${USERS}/GetUsersByRoleOrgId?roleId=ghost`)).toEqual({
      code: 400,
      msg: '角色: 角色 ghost 不存在',
      field: 'roleId',
    });
  });
});
