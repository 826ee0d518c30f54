import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  createRecord,
  grantStaff,
  leave,
  listRecords,
  ONLINE_DEV,
  releaseLeaveModel,
} from './test-fixtures.js';

const DENIED = { code: 403, msg: 'Permission Denied' };
const day = (d: number) => Date.UTC(2026, 4, d, 6);

/** Three requests whose hidden values (type, start, phone) order and filter them differently. */
const RECORDS = [
  leave({
    applicant: '张三',
    leaveType: 'sick',
    reason: '发烧',
    startDate: day(3),
    days: 1,
    phone: '13800000003',
  }),
  leave({ applicant: '李四', leaveType: 'annual', startDate: day(1), days: 2, phone: '13800000001' }),
  leave({ applicant: '王五', leaveType: 'annual', startDate: day(2), days: 3, phone: '13800000002' }),
];

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

interface ExportedFile {
  records: Array<{ id: string; data: Record<string, unknown>; creatorTime: number }>;
}

describe.each(databaseKinds)('OnlineDev permissions at the edges on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  /** Column permissions on; staff sees applicant and days, and may export. */
  let columns: string;
  const names = async (token: string, body: Record<string, unknown>) => {
    const answer = await listRecords(server, token, columns, body);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data?.list.map((row) => row.applicant);
  };
  const download = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    columns = await releaseLeaveModel(server, admin, 'leaveEdges', {
      useColumnPermission: true,
      useBtnPermission: true,
    });
    await grantStaff(server, columns, { column: ['applicant', 'days'], button: ['btn_download'] });
    for (const record of RECORDS) {
      const created = await createRecord(server, admin, columns, record);
      expect(created.code, created.msg).toBe(200);
    }
  });
  afterAll(() => server?.close());

  it('exports as JSON only the columns the list shows the user', async () => {
    const answer = await call<{ url: string }>(
      server.app,
      'POST',
      `${ONLINE_DEV}/${columns}/Actions/ExportData`,
      {
        token: staff,
      },
    );
    expect(answer.code, answer.msg).toBe(200);
    const file = (await download(answer.data?.url as string)) as ExportedFile;
    expect(file.records.map((record) => record.data)).toEqual([
      { applicant: '张三', days: 1 },
      { applicant: '李四', days: 2 },
      { applicant: '王五', days: 3 },
    ]);

    const full = await call<{ url: string }>(
      server.app,
      'POST',
      `${ONLINE_DEV}/${columns}/Actions/ExportData`,
      {
        token: admin,
      },
    );
    const all = (await download(full.data?.url as string)) as ExportedFile;
    expect(all.records[0]?.data).toMatchObject({ phone: '13800000003', leaveType: 'sick' });
  });

  it('exports as JSON only the fields the form permission lets the user read', async () => {
    const forms = await releaseLeaveModel(server, admin, 'leaveEdgeForms', { useFormPermission: true });
    await grantStaff(server, forms, { form: ['applicant', 'leaveType'] });
    await createRecord(server, admin, forms, leave({ phone: '13800000009' }));
    const answer = await call<{ url: string }>(
      server.app,
      'POST',
      `${ONLINE_DEV}/${forms}/Actions/ExportData`,
      {
        token: staff,
      },
    );
    expect(answer.code, answer.msg).toBe(200);
    const file = (await download(answer.data?.url as string)) as ExportedFile;
    expect(file.records.map((record) => record.data)).toEqual([{ applicant: '张三', leaveType: 'annual' }]);
  });

  it('does not sort by a hidden column, and refuses to when asked for one other than the default', async () => {
    // startDate (the list's defaultSidx) is hidden: the staff list falls back to creation order,
    // also when the client sends the default as it always does.
    expect(await names(staff, {})).toEqual(['王五', '李四', '张三']);
    expect(await names(staff, { sidx: 'startDate', sort: 'asc' })).toEqual(['张三', '李四', '王五']);
    expect(await listRecords(server, staff, columns, { sidx: 'phone', sort: 'desc' })).toEqual({
      code: 400,
      msg: 'sidx: 无权查看字段 phone',
    });
    expect(await names(admin, { sidx: 'startDate', sort: 'asc' })).toEqual(['李四', '王五', '张三']);
    // Visible columns still sort.
    expect(await names(staff, { sidx: 'days', sort: 'desc' })).toEqual(['王五', '李四', '张三']);
    expect(await names(staff, { sidx: 'days', sort: 'asc' })).toEqual(['张三', '李四', '王五']);
    // A field the form does not have is still refused.
    expect(await listRecords(server, staff, columns, { sidx: 'nope' })).toEqual({
      code: 400,
      msg: 'sidx: nope 不是表单字段',
    });
  });

  it('refuses to filter by a hidden column, and filters by visible ones', async () => {
    const query = (token: string, filters: Record<string, unknown>) =>
      listRecords(server, token, columns, { queryJson: JSON.stringify(filters), sidx: 'days', sort: 'asc' });
    expect(await query(staff, { leaveType: 'sick' })).toEqual({
      code: 400,
      msg: 'queryJson.leaveType: 无权查看字段 leaveType',
    });
    expect((await query(staff, { startDate: [day(2), null] })).msg).toBe(
      'queryJson.startDate: 无权查看字段 startDate',
    );
    // A hidden search left empty narrows nothing and is no question about its values.
    expect(await names(staff, { queryJson: JSON.stringify({ leaveType: '', days: [2, null] }) })).toEqual([
      '王五',
      '李四',
    ]);
    expect(
      await names(admin, { queryJson: JSON.stringify({ leaveType: 'sick' }), sidx: 'days', sort: 'asc' }),
    ).toEqual(['张三']);

    const exportWith = (filters: Record<string, unknown>) =>
      call<{ url: string }>(server.app, 'POST', `${ONLINE_DEV}/${columns}/Actions/Export`, {
        token: staff,
        body: { selectKey: ['applicant'], dataType: 1, queryJson: JSON.stringify(filters) },
      });
    expect((await exportWith({ leaveType: 'sick' })).msg).toBe('queryJson.leaveType: 无权查看字段 leaveType');
    const exported = await exportWith({ days: [2, null] });
    expect(exported.code, exported.msg).toBe(200);
    const sheet = await server.app.inject({ method: 'GET', url: exported.data?.url as string });
    expect(await sheetRows(sheet.rawPayload)).toEqual([['申请人'], ['王五'], ['李四']]);
  });

  it('matches the keyword in visible columns only', async () => {
    const withReason = await releaseLeaveModel(server, admin, 'leaveEdgeKeyword', {
      useColumnPermission: true,
      columnList: [
        { label: '申请人', prop: 'applicant', jnpfKey: 'input' },
        { label: '请假原因', prop: 'reason', jnpfKey: 'textarea' },
      ],
    });
    await grantStaff(server, withReason, { column: ['applicant'] });
    await createRecord(server, admin, withReason, leave({ applicant: '张三', reason: '机密手术' }));
    const search = (token: string, keyword: string) => listRecords(server, token, withReason, { keyword });
    expect((await search(admin, '机密')).data?.pagination.total).toBe(1);
    expect((await search(staff, '机密')).data?.pagination.total).toBe(0);
    expect((await search(staff, '张')).data?.pagination.total).toBe(1);
  });

  it('needs btn_download for the import template, like the exports', async () => {
    const buttons = await releaseLeaveModel(server, admin, 'leaveEdgeTemplate', { useBtnPermission: true });
    await grantStaff(server, buttons, { button: ['btn_add'] });
    const template = () => call(server.app, 'GET', `${ONLINE_DEV}/${buttons}/Template`, { token: staff });
    const files = () => readdir(join(server.config.dataDir, 'exports')).catch(() => [] as string[]);
    const before = await files();
    expect(await template()).toEqual(DENIED);
    expect(
      await call(server.app, 'POST', `${ONLINE_DEV}/${buttons}/Actions/ExportData`, { token: staff }),
    ).toEqual(DENIED);
    expect(await files()).toEqual(before);

    await grantStaff(server, buttons, { button: ['btn_download'] });
    const granted = await template();
    expect(granted.code, granted.msg).toBe(200);
    expect((granted.data as { name: string }).name).toBe('请假leaveEdgeTemplate导入模板.xlsx');
  });
});
