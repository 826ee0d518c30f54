import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createRecord, LEAVE_WITH_TAGS, leave, ONLINE_DEV, releaseLeaveModel } from './test-fixtures.js';

interface Link {
  name: string;
  url: string;
}

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe.each(databaseKinds)('OnlineDev export on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let model: string;
  const download = (url: string) => server.app.inject({ method: 'GET', url });
  const exportList = (body: Record<string, unknown>) =>
    call<Link>(server.app, 'POST', `${ONLINE_DEV}/${model}/Actions/Export`, { token: admin, body });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    model = await releaseLeaveModel(server, admin, 'leaveExport');
    const records = [
      leave({
        applicant: '张三',
        leaveType: 'sick',
        reason: '发烧',
        days: 1.5,
        startDate: Date.UTC(2026, 0, 5, 6),
      }),
      leave({
        applicant: '李四',
        leaveType: 'annual',
        days: 3,
        dailyAllowance: 20,
        startDate: Date.UTC(2026, 0, 6, 6),
      }),
      leave({ applicant: '王五', leaveType: 'personal', days: 0.5, startDate: Date.UTC(2026, 0, 7, 6) }),
    ];
    for (const record of records) await createRecord(server, admin, model, record);
  });
  afterAll(() => server?.close());

  it('writes the matching rows to a real .xlsx with the texts the list shows, once', async () => {
    const answer = await exportList({
      selectKey: ['applicant', 'leaveType', 'startDate', 'days', 'allowance'],
      dataType: 1,
      sidx: 'days',
      sort: 'desc',
      queryJson: JSON.stringify({ leaveType: ['sick', 'annual'] }),
    });
    expect(answer.code, answer.msg).toBe(200);
    const link = answer.data as Link;
    expect(link.name).toMatch(/^请假leaveExport_\d{14}\.xlsx$/);
    expect(link.url).toMatch(/^\/api\/file\/Download\/export\/[A-Za-z0-9_-]{32}$/);

    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(link.name)}`,
    );
    expect(await sheetRows(file.rawPayload)).toEqual([
      ['申请人', '请假类型', '开始日期', '请假天数', '补贴合计'],
      ['李四', '年假', '2026-01-06', 3, 60],
      ['张三', '病假', '2026-01-05', 1.5, 0],
    ]);

    const again = await download(link.url);
    expect(again.json()).toEqual({ code: 400, msg: '文件不存在或已过期' });
  });

  it('exports only the current page for dataType 0', async () => {
    const answer = await exportList({
      selectKey: ['applicant'],
      dataType: 0,
      currentPage: 2,
      pageSize: 2,
      sidx: 'days',
      sort: 'asc',
    });
    const rows = await sheetRows((await download((answer.data as Link).url)).rawPayload);
    expect(rows).toEqual([['申请人'], ['李四']]);
  });

  it('writes the names of the people and organisations pickers hold, not their ids', async () => {
    const form = {
      ...LEAVE_WITH_TAGS,
      fields: [
        ...LEAVE_WITH_TAGS.fields,
        { jnpfKey: 'usersSelect', vModel: 'members', label: '成员', props: { multiple: true } },
        { jnpfKey: 'organizeSelect', vModel: 'company', label: '所属组织' },
      ],
    } as typeof LEAVE_WITH_TAGS;
    const pickers = await releaseLeaveModel(server, admin, 'leaveExportPickers', {}, form);
    const values = leave({ members: ['user-staff', 'user-admin'], company: ['org-company', 'org-rd'] });
    expect((await createRecord(server, admin, pickers, values)).code).toBe(200);
    const answer = await call<Link>(server.app, 'POST', `${ONLINE_DEV}/${pickers}/Actions/Export`, {
      token: admin,
      body: { selectKey: ['members', 'company'], dataType: 1 },
    });
    expect(answer.code, answer.msg).toBe(200);
    const rows = await sheetRows((await download((answer.data as Link).url)).rawPayload);
    expect(rows).toEqual([
      ['成员', '所属组织'],
      ['张三/staff,管理员/admin', '研发部'],
    ]);
  });

  it('refuses a column that is not a form field', async () => {
    expect(await exportList({ selectKey: ['applicant', 'secret'], dataType: 1 })).toEqual({
      code: 400,
      msg: 'selectKey: secret 不是表单字段',
    });
  });

  it('answers a template with the headers of the importable fields', async () => {
    const answer = await call<Link>(server.app, 'GET', `${ONLINE_DEV}/${model}/Template`, { token: admin });
    expect(answer.data?.name).toBe('请假leaveExport导入模板.xlsx');
    const rows = await sheetRows((await download((answer.data as Link).url)).rawPayload);
    expect(rows).toEqual([
      ['申请人', '联系电话', '请假类型', '开始日期', '请假天数', '日补贴', '加急', '请假原因', '标签'],
    ]);
  });

  it('exports every record as JSON for migration', async () => {
    const answer = await call<Link>(server.app, 'POST', `${ONLINE_DEV}/${model}/Actions/ExportData`, {
      token: admin,
    });
    expect(answer.data?.name).toMatch(/\.json$/);
    const file = await download((answer.data as Link).url);
    const content = file.json() as { id: string; records: Array<{ data: Record<string, unknown> }> };
    expect(content.id).toBe(model);
    expect(content.records.map((record) => record.data.applicant)).toEqual(['张三', '李四', '王五']);
  });

  it('answers 400 for a made-up or malformed link', async () => {
    expect((await download('/api/file/Download/export/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual({
      code: 400,
      msg: '文件不存在或已过期',
    });
    expect((await download('/api/file/Download/export/..%2F..%2Fpglite')).json().code).toBe(400);
  });
});
