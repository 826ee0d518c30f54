import type { MenuItem, ModulePermission } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import { LEAVE_MODEL_ID } from './seed-leave-request.js';

interface Me {
  menuList: MenuItem[];
  permissionList: ModulePermission[];
}

const LIST = `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}/List`;

describe.each(databaseKinds)('the leave-request sample on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const me = async (account: string, password: string) => {
    const token = await signIn(server.app, account, password);
    const answer = await call<Me>(server.app, 'GET', '/api/oauth/CurrentUser', { token });
    return { token, ...(answer.data as Me) };
  };

  it('is in the administrator menu under 在线开发 with thirty records', async () => {
    const { token, menuList } = await me('admin', 'admin123');
    const onlineDev = menuList.find((menu) => menu.enCode === 'onlineDev');
    const entry = onlineDev?.children.find((menu) => menu.fullName === '请假申请');
    expect(entry).toMatchObject({ type: 3, urlAddress: 'onlineDev/leaveRequest' });
    expect(JSON.parse(entry?.propertyJson ?? '{}')).toEqual({ moduleId: LEAVE_MODEL_ID });

    const page = await call<{ list: Array<Record<string, unknown>>; pagination: { total: number } }>(
      server.app,
      'POST',
      LIST,
      { token, body: { currentPage: 1, pageSize: 20 } },
    );
    expect(page.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 30 });
    expect(page.data?.list[0]).toMatchObject({ creator: '管理员' });
    const sick = await call<{ pagination: { total: number } }>(server.app, 'POST', LIST, {
      token,
      body: { queryJson: JSON.stringify({ leaveType: 'sick' }) },
    });
    expect(sick.data?.pagination.total).toBe(10);
  });

  it('lets staff open, add and view, but not delete', async () => {
    const { token, menuList, permissionList } = await me('staff', 'staff123');
    const entry = menuList.find((menu) => menu.enCode === 'onlineDev')?.children[0];
    expect(entry?.fullName).toBe('请假申请');
    const buttons = permissionList.find((item) => item.modelId === entry?.id)?.button.map((b) => b.enCode);
    expect(buttons?.sort()).toEqual(['btn_add', 'btn_detail']);
    expect(
      await call(server.app, 'DELETE', `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}/leave-demo-01`, { token }),
    ).toEqual({ code: 403, msg: 'Permission Denied' });
  });

  it('is not seeded again after a restart, even when deleted', async () => {
    await server.db.deleteFrom('onlineDevRecord').where('id', '=', 'leave-demo-01').execute();
    await server.restart();
    const count = await server.db
      .selectFrom('onlineDevRecord')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('modelId', '=', LEAVE_MODEL_ID)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(29);
  });
});
