import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createRecord, leave, listRecords, ONLINE_DEV, releaseLeaveModel } from './test-fixtures.js';

const day = (d: number) => Date.UTC(2026, 3, d, 6);

/** Ten requests whose values make every filter and sort below tell rows apart. */
const RECORDS = [
  leave({ applicant: '张三', leaveType: 'annual', days: 10, startDate: day(1), tags: ['trip'] }),
  leave({
    applicant: '李四',
    leaveType: 'sick',
    reason: '发烧',
    days: 9,
    startDate: day(2),
    tags: ['remote'],
  }),
  leave({ applicant: '王五', leaveType: 'personal', days: 1.5, startDate: day(3) }),
  leave({ applicant: '赵六', leaveType: 'annual', days: 0.5, startDate: day(4), tags: ['trip', 'swap'] }),
  leave({ applicant: '50%折扣', leaveType: 'personal', days: 3, startDate: day(5) }),
  leave({ applicant: '5000折扣', leaveType: 'personal', days: 2, startDate: day(6) }),
  leave({ applicant: 'a_b', leaveType: 'sick', reason: '牙疼', days: 4, startDate: day(7) }),
  leave({ applicant: 'axb', leaveType: 'annual', days: 5, startDate: day(8) }),
  leave({ applicant: '张小三', leaveType: 'annual', days: 2.5, startDate: day(9), tags: ['swap'] }),
  leave({ applicant: '钱七', leaveType: 'sick', reason: '复查', days: 1, startDate: day(10) }),
];

describe.each(databaseKinds)('OnlineDev List on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let model: string;
  const list = async (body: Record<string, unknown>) => {
    const answer = await listRecords(server, admin, model, { pageSize: 100, ...body });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as NonNullable<typeof answer.data>;
  };
  const names = async (body: Record<string, unknown>) => (await list(body)).list.map((row) => row.applicant);
  const filter = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    names({ queryJson: JSON.stringify(query), sidx: 'startDate', sort: 'asc', ...extra });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    model = await releaseLeaveModel(server, admin, 'leaveList');
    for (const record of RECORDS) expect((await createRecord(server, admin, model, record)).code).toBe(200);
  });
  afterAll(() => server?.close());

  it('pages in the default order (defaultSidx startDate, desc) with the total', async () => {
    const page = await list({ currentPage: 2, pageSize: 3 });
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 3, total: 10 });
    expect(page.list.map((row) => row.applicant)).toEqual(['a_b', '5000折扣', '50%折扣']);
    const row = page.list[0];
    expect(row).toMatchObject({ leaveType: 'sick', reason: '牙疼', days: 4, creator: '管理员' });
    expect(typeof row?.creatorTime).toBe('number');
    expect((await list({ currentPage: 4, pageSize: 3 })).list.map((r) => r.applicant)).toEqual(['张三']);
    expect((await list({ currentPage: 9, pageSize: 3 })).list).toEqual([]);
  });

  it('filters by equal values: one, or any of several', async () => {
    expect(await filter({ leaveType: 'sick' })).toEqual(['李四', 'a_b', '钱七']);
    expect(await filter({ leaveType: ['sick', 'personal'] })).toEqual([
      '李四',
      '王五',
      '50%折扣',
      '5000折扣',
      'a_b',
      '钱七',
    ]);
    expect(await filter({ leaveType: '' })).toHaveLength(10);
  });

  it('filters a multi-value field by any of the chosen values', async () => {
    expect(await filter({ tags: 'swap' })).toEqual(['赵六', '张小三']);
    expect(await filter({ tags: ['trip', 'remote'] })).toEqual(['张三', '李四', '赵六']);
  });

  it('filters fuzzily, % and _ meaning themselves', async () => {
    expect(await filter({ applicant: '三' })).toEqual(['张三', '张小三']);
    expect(await filter({ applicant: '%' })).toEqual(['50%折扣']);
    expect(await filter({ applicant: '_' })).toEqual(['a_b']);
    expect(await filter({ applicant: 'A_B' })).toEqual(['a_b']);
  });

  it('filters by ranges with either end open', async () => {
    expect(await filter({ days: [2, 4] })).toEqual(['50%折扣', '5000折扣', 'a_b', '张小三']);
    expect(await filter({ days: [9, null] })).toEqual(['张三', '李四']);
    expect(await filter({ days: [null, 1] })).toEqual(['赵六', '钱七']);
    expect(await filter({ days: ['9', ''] })).toEqual(['张三', '李四']);
    expect(await filter({ startDate: [day(9), null], leaveType: 'annual' })).toEqual(['张小三']);
    expect(await filter({ days: [null, null] })).toHaveLength(10);
  });

  it('an equal search on a date matches the whole day the user chose', async () => {
    const byDay = await releaseLeaveModel(server, admin, 'leaveByDay', {
      searchList: [{ label: '开始日期', prop: 'startDate', jnpfKey: 'datePicker', searchType: 1 }],
    });
    // Records at 06:00 and 23:59 of 2026-04-03 (UTC), and one at 00:00 of the next day.
    const start = Date.UTC(2026, 3, 3);
    for (const [applicant, at] of [
      ['早', start + 6 * 3600_000],
      ['晚', start + 86_400_000 - 60_000],
      ['次日', start + 86_400_000],
    ] as const) {
      expect((await createRecord(server, admin, byDay, leave({ applicant, startDate: at }))).code).toBe(200);
    }
    const answer = await listRecords(server, admin, byDay, {
      queryJson: JSON.stringify({ startDate: start }),
      sidx: 'startDate',
      sort: 'asc',
    });
    expect(answer.data?.list.map((row) => row.applicant)).toEqual(['早', '晚']);
  });

  it('matches the keyword in the fuzzy searches and text columns', async () => {
    expect(await names({ keyword: '折扣', sidx: 'days', sort: 'asc' })).toEqual(['5000折扣', '50%折扣']);
    expect(await names({ keyword: '50%' })).toEqual(['50%折扣']);
  });

  it('sorts numbers as numbers and text as text, both ways, id breaking ties', async () => {
    const byDays = await list({ sidx: 'days', sort: 'desc' });
    expect(byDays.list.map((row) => row.days)).toEqual([10, 9, 5, 4, 3, 2.5, 2, 1.5, 1, 0.5]);
    expect((await list({ sidx: 'days', sort: 'asc' })).list.map((row) => row.days)).toEqual([
      0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 9, 10,
    ]);
    // Names whose order is the same under every collation a database may use.
    const sick = JSON.stringify({ leaveType: 'sick' });
    expect(await names({ sidx: 'applicant', sort: 'asc', queryJson: sick })).toEqual(['a_b', '李四', '钱七']);
    expect(await names({ sidx: 'applicant', sort: 'desc', queryJson: sick })).toEqual([
      '钱七',
      '李四',
      'a_b',
    ]);
    const ties = await list({ sidx: 'leaveType', sort: 'asc' });
    const annual = ties.list.filter((row) => row.leaveType === 'annual').map((row) => row.id);
    expect(annual).toEqual([...annual].sort());
  });

  it('refuses fields that are not searches or form fields, naming them', async () => {
    const query = (body: Record<string, unknown>) => listRecords(server, admin, model, body);
    expect(await query({ queryJson: JSON.stringify({ phone: '138' }) })).toEqual({
      code: 400,
      msg: 'queryJson.phone: 不是列表的查询字段',
    });
    expect(await query({ queryJson: JSON.stringify({ "x') or 1=1 --": 1 }) })).toMatchObject({ code: 400 });
    expect(await query({ sidx: 'nope' })).toEqual({ code: 400, msg: 'sidx: nope 不是表单字段' });
    expect(await query({ sidx: "days'; drop table online_dev_record; --" })).toMatchObject({ code: 400 });
    expect(await query({ queryJson: '{' })).toEqual({ code: 400, msg: 'queryJson: 不是有效的 JSON' });
    expect(await query({ queryJson: JSON.stringify({ days: 3 }) })).toEqual({
      code: 400,
      msg: 'queryJson.days: 应为 [开始, 结束]',
    });
    expect(await query({ queryJson: JSON.stringify({ days: [1, 'x'] }) })).toEqual({
      code: 400,
      msg: 'queryJson.days: 格式不正确',
    });
    expect((await query({ pageSize: 10_001 })).code).toBe(400);
    expect((await query({ pageSize: 10_000 })).code).toBe(200);
  });

  it('answers a query asked again as the first time, a new matching record included, and refuses a bad one every time', async () => {
    const query = { leaveType: 'sick' };
    const first = await filter(query);
    expect(first).toEqual(['李四', 'a_b', '钱七']);
    expect(await filter(query)).toEqual(first);
    const added = leave({
      applicant: '孙八',
      leaveType: 'sick',
      reason: '感冒',
      days: 1,
      startDate: day(11),
    });
    const created = await createRecord(server, admin, model, added);
    expect(created.code, created.msg).toBe(200);
    expect(await filter(query)).toEqual([...first, '孙八']);
    const removed = await call(server.app, 'DELETE', `${ONLINE_DEV}/${model}/${created.data?.id}`, {
      token: admin,
    });
    expect(removed.code, removed.msg).toBe(200);
    expect(await filter(query)).toEqual(first);
    for (let i = 0; i < 2; i++) {
      expect(await listRecords(server, admin, model, { sidx: 'nope' })).toEqual({
        code: 400,
        msg: 'sidx: nope 不是表单字段',
      });
    }
  });

  it('has per-model indexes that a filtered, sorted page can use', async () => {
    const indexes = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'online_dev_record' and indexdef like ${`%'${model}'%`}`.execute(
      server.db,
    );
    expect(indexes.rows.map((row) => row.indexdef).join('\n')).toMatch(/\(data -> 'days'::text\)/);
    const plan = await server.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      // Ten rows are sorted faster than read down an index; with sorting off the planner must
      // find an index that yields the order, which is what a 100,000-row page relies on.
      await sql`set local enable_sort = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select id from online_dev_record
        where model_id = ${model} and (data -> 'leaveType') = cast(${'"sick"'} as jsonb)
          and (data -> 'days') >= cast(${'1'} as jsonb)
        order by (data -> 'days') desc, id desc limit 20`.execute(trx);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using odr_/);
    expect(plan).not.toMatch(/Sort/);
  });
});
