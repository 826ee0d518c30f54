import type { ModulePermission } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { menuIdOf } from '../authorization/menu-ids.js';
import {
  createRecord,
  grantStaff,
  leave,
  listRecords,
  ONLINE_DEV,
  readRecord,
  releaseLeaveModel,
  updateRecord,
} from './test-fixtures.js';

const HANDOVER = [
  { task: '交接报表', mobile: '13800000001' },
  { task: '交接客户', mobile: '13800000002' },
];

/**
 * Form permissions on a sub-table (工作交接, columns 事项 task and 接手人电话 mobile): each column
 * is a grant of its own, `handover-task`, and a user granted the sub-table reads and writes only
 * the columns they hold.
 */
describe.each(databaseKinds)('Sub-table columns under form permissions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let model: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    model = await releaseLeaveModel(server, admin, 'leaveHandover', { useFormPermission: true });
    await grantStaff(server, model, {
      form: ['applicant', 'leaveType', 'startDate', 'days', 'handover', 'handover-task'],
    });
  });
  afterAll(() => server?.close());

  it('gives every sub-table column its own form permission entry, named after the sub-table', async () => {
    const me = await call<{ permissionList: ModulePermission[] }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      {
        token: admin,
      },
    );
    const form = me.data?.permissionList.find((entry) => entry.modelId === menuIdOf(model))?.form ?? [];
    const names = form.map((item) => `${item.enCode} ${item.fullName}`);
    expect(names).toEqual(expect.arrayContaining(['handover 工作交接', 'handover-task 工作交接-事项']));
    expect(names).toContain('handover-mobile 工作交接-接手人电话');
    // The columns follow their sub-table, so the grant screen shows them together.
    const codes = form.map((item) => item.enCode);
    expect(codes.indexOf('handover-task')).toBe(codes.indexOf('handover') + 1);
    // Stored as JNPF stores a child-table field: rule 2, with the sub-table it belongs to.
    const stored = await server.db
      .selectFrom('moduleForm')
      .select(['enCode', 'fieldRule', 'childTableKey'])
      .where('moduleId', '=', menuIdOf(model))
      .where('enCode', 'like', 'handover%')
      .orderBy('enCode')
      .execute();
    expect(stored).toEqual([
      { enCode: 'handover', fieldRule: 0, childTableKey: '' },
      { enCode: 'handover-mobile', fieldRule: 2, childTableKey: 'handover' },
      { enCode: 'handover-task', fieldRule: 2, childTableKey: 'handover' },
    ]);

    const staffMe = await call<{ permissionList: ModulePermission[] }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      { token: staff },
    );
    const staffForm = staffMe.data?.permissionList.find((entry) => entry.modelId === menuIdOf(model))?.form;
    expect(staffForm?.map((item) => item.enCode)).toContain('handover-task');
    expect(staffForm?.map((item) => item.enCode)).not.toContain('handover-mobile');
  });

  it('reads only the granted columns of a granted sub-table: record, list and detail', async () => {
    const created = await createRecord(server, admin, model, leave({ handover: HANDOVER }));
    expect(created.code, created.msg).toBe(200);
    const id = created.data?.id as string;

    expect((await readRecord(server, staff, model, id)).handover).toEqual([
      { task: '交接报表' },
      { task: '交接客户' },
    ]);
    expect((await readRecord(server, admin, model, id)).handover).toEqual(HANDOVER);

    const listed = await listRecords(server, staff, model);
    expect(listed.data?.list.find((row) => row.id === id)?.handover).toEqual([
      { task: '交接报表' },
      { task: '交接客户' },
    ]);
    const adminListed = await listRecords(server, admin, model);
    expect(adminListed.data?.list.find((row) => row.id === id)?.handover).toEqual(HANDOVER);

    const detail = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${model}/${id}/DataChange`,
      {
        token: staff,
      },
    );
    expect(JSON.parse(detail.data?.data ?? '{}').handover).toEqual([
      { task: '交接报表' },
      { task: '交接客户' },
    ]);
  });

  it('takes only the granted cells on write and keeps the stored ones of the other columns', async () => {
    const id = (await createRecord(server, admin, model, leave({ handover: HANDOVER }))).data?.id as string;
    const edited = await updateRecord(
      server,
      staff,
      model,
      id,
      leave({
        handover: [
          { task: '交接报表（已完成）', mobile: '13999999999' },
          { task: '交接客户', mobile: '13999999999' },
        ],
      }),
    );
    expect(edited.code, edited.msg).toBe(200);
    expect((await readRecord(server, admin, model, id)).handover).toEqual([
      { task: '交接报表（已完成）', mobile: '13800000001' },
      { task: '交接客户', mobile: '13800000002' },
    ]);

    // A new record: the column the writer does not hold is not taken from them.
    const own = await createRecord(
      server,
      staff,
      model,
      leave({ handover: [{ task: '交接合同', mobile: '13999999999' }] }),
    );
    expect(own.code, own.msg).toBe(200);
    expect((await readRecord(server, admin, model, own.data?.id as string)).handover).toEqual([
      { task: '交接合同' },
    ]);
  });

  it('a required column the writer does not hold does not block their write', async () => {
    const other = await releaseLeaveModel(server, admin, 'leaveHandoverMobile', { useFormPermission: true });
    await grantStaff(server, other, {
      form: ['applicant', 'leaveType', 'startDate', 'days', 'handover', 'handover-mobile'],
    });
    const own = await createRecord(server, staff, other, leave({ handover: [{ mobile: '13800000003' }] }));
    expect(own.code, own.msg).toBe(200);
    expect((await readRecord(server, staff, other, own.data?.id as string)).handover).toEqual([
      { mobile: '13800000003' },
    ]);
  });

  it('a sub-table not granted stays refused whole, its columns granted or not', async () => {
    const other = await releaseLeaveModel(server, admin, 'leaveHandoverNone', { useFormPermission: true });
    await grantStaff(server, other, {
      form: ['applicant', 'leaveType', 'startDate', 'days', 'handover-task'],
    });
    const id = (await createRecord(server, admin, other, leave({ handover: HANDOVER }))).data?.id as string;
    expect(await readRecord(server, staff, other, id)).not.toHaveProperty('handover');
    const refused = await updateRecord(server, staff, other, id, leave({ handover: HANDOVER }));
    expect(refused.code).toBe(400);
  });
});
