import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_WITH_TAGS, leave, listRecords, ONLINE_DEV, releaseLeaveModel } from './test-fixtures.js';

/** Names every plain object answers to, though no one wrote them. */
const MEMBER_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** The leave sample plus fields a designer named like object members, and a sub-table with one. */
const MEMBER_FORM = {
  ...LEAVE_WITH_TAGS,
  fields: [
    ...LEAVE_WITH_TAGS.fields,
    { jnpfKey: 'input', vModel: 'constructor', label: '构造' },
    { jnpfKey: 'input', vModel: 'toString', label: '文本' },
    {
      jnpfKey: 'table',
      vModel: 'items',
      label: '明细',
      children: [
        { jnpfKey: 'input', vModel: 'item', label: '事项' },
        { jnpfKey: 'input', vModel: 'valueOf', label: '数值' },
      ],
    },
  ],
} as typeof LEAVE_WITH_TAGS;

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe.each(databaseKinds)('OnlineDev keys named like object members on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  /** The leave sample: none of the names is a field of it. */
  let plain: string;
  /** With fields named like members. */
  let model: string;
  const exportList = (modelId: string, body: Record<string, unknown>) =>
    call<{ url: string }>(server.app, 'POST', `${ONLINE_DEV}/${modelId}/Actions/Export`, {
      token: admin,
      body: { selectKey: ['applicant'], dataType: 1, ...body },
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    plain = await releaseLeaveModel(server, admin, 'leavePlain');
    model = await releaseLeaveModel(server, admin, 'leaveMembers');
    // Release now refuses `constructor` as a vModel, but a model stored before that rule may hold
    // one, so the data layer must still cope: the member-named form goes straight into storage.
    const formData = JSON.stringify(MEMBER_FORM);
    await server.db
      .updateTable('visualdevRelease')
      .set({ formData })
      .where('visualdevId', '=', model)
      .execute();
    await server.db.updateTable('visualdev').set({ formData }).where('id', '=', model).execute();
    // A record saved before those fields were added to the form: it holds none of them.
    await server.db
      .insertInto('onlineDevRecord')
      .values({
        id: randomUUID(),
        modelId: model,
        data: JSON.stringify(leave({ applicant: '张三', items: [{ item: '交接' }] })),
      })
      .execute();
  });
  afterAll(() => server?.close());

  it('refuses them as sort fields and filters of the list and the export, naming them, never failing', async () => {
    for (const name of MEMBER_NAMES) {
      const badSort = { code: 400, msg: `sidx: ${name} 不是表单字段` };
      expect(await listRecords(server, admin, plain, { sidx: name }), name).toEqual(badSort);
      expect(await listRecords(server, admin, plain, { sidx: name, sort: 'asc' }), name).toEqual(badSort);
      expect(await exportList(plain, { sidx: name }), name).toEqual(badSort);

      // Written as text, so that `__proto__` arrives as a key and not as a prototype.
      const queryJson = `{${JSON.stringify(name)}: "x"}`;
      const badFilter = { code: 400, msg: `queryJson.${name}: 不是列表的查询字段` };
      expect(await listRecords(server, admin, plain, { queryJson }), name).toEqual(badFilter);
      expect(await exportList(plain, { queryJson }), name).toEqual(badFilter);
      // Fields of the form that the list does not search are refused the same way.
      expect(await listRecords(server, admin, model, { queryJson }), name).toMatchObject({ code: 400 });
    }
    // The record times, which are no form fields, and fields that really have such names still sort.
    for (const sidx of ['creatorTime', 'lastModifyTime', 'constructor', 'toString']) {
      const answer = await listRecords(server, admin, model, { sidx, sort: 'asc' });
      expect(answer.code, answer.msg).toBe(200);
      expect(answer.data?.list.map((row) => row.applicant)).toEqual(['张三']);
    }
  });

  it('reads a field named like a member as empty where the record holds no value', async () => {
    const answer = await exportList(model, { selectKey: ['applicant', 'constructor', 'toString'] });
    expect(answer.code, answer.msg).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: answer.data?.url as string });
    expect(await sheetRows(file.rawPayload)).toEqual([['申请人', '构造', '文本'], ['张三']]);

    const picked = await call<{ list: Array<Record<string, unknown>> }>(
      server.app,
      'GET',
      `/api/visualdev/Base/${model}/FieldDataSelect?relationField=constructor&columnOptions=toString,applicant`,
      { token: admin },
    );
    expect(picked.code, picked.msg).toBe(200);
    expect(picked.data?.list).toEqual([
      { id: expect.any(String), constructor: '', toString: '', applicant: '张三' },
    ]);

    const id = picked.data?.list[0]?.id as string;
    const shown = await call<{ data: string }>(server.app, 'GET', `${ONLINE_DEV}/${model}/${id}/DataChange`, {
      token: admin,
    });
    expect(shown.code, shown.msg).toBe(200);
    expect(JSON.parse(shown.data?.data ?? '{}').items).toEqual([{ item: '交接', valueOf: '' }]);
  });
});
