import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  countRows,
  createRecord,
  leave,
  ONLINE_DEV,
  readRecord,
  releaseLeaveModel,
  updateRecord,
} from './test-fixtures.js';

describe.each(databaseKinds)('OnlineDev records on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let model: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    model = await releaseLeaveModel(server, admin, 'leaveData');
  });
  afterAll(() => server?.close());

  it('refuses invalid values with 400 naming the field, and writes nothing', async () => {
    const before = await countRows(server, model);
    const missing = await createRecord(server, admin, model, leave({ leaveType: '' }));
    expect(missing).toEqual({
      code: 400,
      msg: '请假类型: 不能为空',
      data: { problems: [{ field: 'leaveType', message: '不能为空', key: 'required' }] },
    });
    const sick = await createRecord(server, admin, model, leave({ leaveType: 'sick' }));
    expect(sick.msg).toBe('请假原因: 不能为空');
    const badRow = await createRecord(server, admin, model, leave({ handover: [{ task: '' }] }));
    expect(badRow.msg).toBe('工作交接第1行事项: 不能为空');
    // A row sent as the form's untouched first row is, without the required cell at all.
    const untouchedRow = await createRecord(server, admin, model, leave({ handover: [{}] }));
    expect(untouchedRow).toMatchObject({ code: 400, msg: '工作交接第1行事项: 不能为空' });
    const badPhone = await createRecord(server, admin, model, leave({ phone: '123', days: 1000 }));
    expect(badPhone.code).toBe(400);
    expect(badPhone.msg).toBe('联系电话: 请正确输入您的手机号');
    expect((badPhone.data as { problems: unknown[] }).problems).toHaveLength(2);

    const notJson = await call(server.app, 'POST', `${ONLINE_DEV}/${model}`, {
      token: admin,
      body: { data: '{oops' },
    });
    expect(notJson).toEqual({ code: 400, msg: 'data: 不是有效的 JSON' });
    const notObject = await call(server.app, 'POST', `${ONLINE_DEV}/${model}`, {
      token: admin,
      body: { data: '[1]' },
    });
    expect(notObject).toEqual({ code: 400, msg: 'data: 数据格式不正确' });
    expect(await countRows(server, model)).toBe(before);
  });

  it('recomputes calculated fields and fills system fields, ignoring the client copies', async () => {
    const before = Date.now();
    const created = await createRecord(
      server,
      admin,
      model,
      leave({ days: 3, dailyAllowance: 80.5, allowance: 1, creator: '黑客', createdAt: 1, injected: 'x' }),
    );
    expect(created.code, created.msg).toBe(200);
    const id = created.data?.id as string;
    const stored = await readRecord(server, admin, model, id);
    expect(stored).toMatchObject({ days: 3, dailyAllowance: 80.5, allowance: 241.5, creator: '管理员' });
    expect(stored.createdAt).toBeGreaterThanOrEqual(before);
    expect(stored).not.toHaveProperty('injected');

    const staffDays = { ...stored, days: 4, allowance: 0, creator: '别人', createdAt: 2 };
    expect((await updateRecord(server, admin, model, id, staffDays)).code).toBe(200);
    const updated = await readRecord(server, admin, model, id);
    expect(updated).toMatchObject({
      days: 4,
      allowance: 322,
      creator: '管理员',
      createdAt: stored.createdAt,
    });
  });

  it('checks an update as a whole: a sick leave needs its reason', async () => {
    const id = (await createRecord(server, admin, model, leave())).data?.id as string;
    const answer = await updateRecord(server, admin, model, id, { leaveType: 'sick' });
    expect(answer.msg).toBe('请假原因: 不能为空');
    expect((await readRecord(server, admin, model, id)).leaveType).toBe('annual');
    expect((await updateRecord(server, admin, model, id, { leaveType: 'sick', reason: '发烧' })).code).toBe(
      200,
    );
    expect(await readRecord(server, admin, model, id)).toMatchObject({
      leaveType: 'sick',
      reason: '发烧',
      days: 2,
    });
    // Edited in the form, a record stored without 工作交接 rows comes back with none: it saves.
    const noRows = await updateRecord(server, admin, model, id, {
      leaveType: 'sick',
      reason: '发烧',
      handover: [],
    });
    expect(noRows.code, noRows.msg).toBe(200);
  });

  it('answers the record as display texts for DataChange', async () => {
    const values = leave({
      leaveType: 'sick',
      reason: '发烧',
      urgent: 1,
      startDate: Date.UTC(2026, 2, 2, 6),
      tags: ['trip', 'swap'],
      handover: [{ task: '周报', mobile: '13912345678' }],
    });
    const id = (await createRecord(server, admin, model, values)).data?.id as string;
    const answer = await call<{ id: string; data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${model}/${id}/DataChange`,
      { token: admin },
    );
    expect(answer.data?.id).toBe(id);
    expect(JSON.parse(answer.data?.data ?? '{}')).toMatchObject({
      leaveType: '病假',
      urgent: '开',
      days: '2.0',
      startDate: '2026-03-02',
      tags: '出差,调休',
      handover: [{ task: '周报', mobile: '13912345678' }],
      creator: '管理员',
    });
  });

  it('deletes one record, and answers 400 for one that is not there', async () => {
    const id = (await createRecord(server, admin, model, leave())).data?.id as string;
    expect(await call(server.app, 'DELETE', `${ONLINE_DEV}/${model}/${id}`, { token: admin })).toEqual({
      code: 200,
      msg: '删除成功',
    });
    expect(await call(server.app, 'DELETE', `${ONLINE_DEV}/${model}/${id}`, { token: admin })).toEqual({
      code: 400,
      msg: '数据不存在或已删除',
    });
    expect((await call(server.app, 'GET', `${ONLINE_DEV}/${model}/${id}`, { token: admin })).code).toBe(400);
  });

  it('batch-deletes all the ids or, when one is missing, none', async () => {
    const ids: string[] = [];
    for (const applicant of ['甲', '乙', '丙']) {
      ids.push((await createRecord(server, admin, model, leave({ applicant }))).data?.id as string);
    }
    const before = await countRows(server, model);
    const refused = await call(server.app, 'POST', `${ONLINE_DEV}/batchDelete/${model}`, {
      token: admin,
      body: { ids: [...ids, 'no-such-record'] },
    });
    expect(refused).toEqual({ code: 400, msg: 'ids: no-such-record 数据不存在或已删除' });
    expect(await countRows(server, model)).toBe(before);

    const done = await call(server.app, 'POST', `${ONLINE_DEV}/batchDelete/${model}`, {
      token: admin,
      body: { ids },
    });
    expect(done).toEqual({ code: 200, msg: '删除成功' });
    expect(await countRows(server, model)).toBe(before - 3);
  });

  it('keeps records of one model out of another', async () => {
    const other = await releaseLeaveModel(server, admin, 'leaveOther');
    const id = (await createRecord(server, admin, model, leave())).data?.id as string;
    expect((await call(server.app, 'GET', `${ONLINE_DEV}/${other}/${id}`, { token: admin })).code).toBe(400);
    expect((await call(server.app, 'DELETE', `${ONLINE_DEV}/${other}/${id}`, { token: admin })).code).toBe(
      400,
    );
    expect((await readRecord(server, admin, model, id)).applicant).toBe('张三');
  });
});
