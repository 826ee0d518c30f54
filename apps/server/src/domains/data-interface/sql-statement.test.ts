import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { SQL_LIMITS } from './sql-kind.js';

const BASE = '/api/system/DataInterface';
type Row = Record<string, unknown>;

const STACKED = [
  'select 1 as a) t, generate_series(1, 2000000) g; select n from generate_series(1, 2000000) n; select (1',
  'select 1; select 2',
  'select 1 as a) t; delete from di_rows; select (1',
  'insert into di_rows values (7) returning *',
  'select 1 into di_copy',
  '-- nothing but a comment',
];

describe.each(databaseKinds)('the one SELECT of an SQL interface on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const save = (enCode: string, query: string, parameters: Row[] = []) =>
    call<{ id: string }>(server.app, 'POST', BASE, {
      token: admin,
      body: { fullName: enCode, enCode, dataType: 1, query, requestParameters: JSON.stringify(parameters) },
    });
  const preview = (id: string, params: Row = {}) =>
    call<{ data: Row[]; truncated: boolean }>(server.app, 'POST', `${BASE}/${id}/Actions/Preview`, {
      token: admin,
      body: { params },
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    await sql`create table di_rows (n integer)`.execute(server.db);
    await sql`insert into di_rows select generate_series(1, 3)`.execute(server.db);
    const exposed = await call(server.app, 'PUT', `${BASE}/Settings/Tables`, {
      token: admin,
      body: { tables: ['di_rows'] },
    });
    expect(exposed.code, exposed.msg).toBe(200);
  });
  afterAll(() => server?.close());

  it('refuses at save time, naming query, anything but exactly one SELECT', async () => {
    for (const [i, query] of STACKED.entries()) {
      const answer = await save(`stacked${i}`, query);
      expect(answer.code, query).toBe(400);
      // Read alone, a statement written to close the runner's parenthesis is not even SQL.
      expect(answer.msg, query).toMatch(/^查询内容: (只能是一条 SELECT 查询语句|SQL 语句有误：.*语法错误)$/);
    }
    expect((await save('two', 'select 1; select 2')).msg).toBe('查询内容: 只能是一条 SELECT 查询语句');
    const broken = await save('broken', 'select from where');
    expect(broken.code).toBe(400);
    expect(broken.msg).toBe('查询内容: SQL 语句有误："where" 附近有语法错误');
    expect((await save('unfinished', 'select n from')).msg).toBe('查询内容: SQL 语句有误：语句不完整');
    // A placeholder is bound before the statement is read.
    const bound = await save('bound', 'select n from di_rows where n >= @min order by n', [
      { field: 'min', fieldName: '', dataType: 'int', required: 0, defaultValue: '2' },
    ]);
    expect(bound.code, bound.msg).toBe(200);
    expect((await preview(bound.data?.id ?? '')).data?.data).toEqual([{ n: 2 }, { n: 3 }]);
    const rows = await server.db
      .selectFrom('dataInterface')
      .select('enCode')
      .where('enCode', 'like', 'stacked%')
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses at run time a stored query that is not one SELECT, and runs none of it', async () => {
    const saved = await save('later', 'select 1 as one');
    const id = saved.data?.id ?? '';
    await sql`update data_interface set query = ${'select 1 as one; delete from di_rows'} where id = ${id}`.execute(
      server.db,
    );
    expect(await preview(id)).toEqual({
      code: 400,
      msg: '查询内容: 只能是一条 SELECT 查询语句',
      field: 'query',
    });
    expect(await call(server.app, 'GET', `${BASE}/later/Actions/Response`, { token: admin })).toEqual({
      code: 400,
      msg: '查询内容: 只能是一条 SELECT 查询语句',
      field: 'query',
    });
    const count = await sql<{ n: number }>`select count(*)::int as n from di_rows`.execute(server.db);
    expect(count.rows[0]?.n).toBe(3);
  });

  it('takes one statement with its closing semicolon and comments, WITH and VALUES included', async () => {
    const cases: Array<[string, Row[]]> = [
      ['select 1 as one; -- done', [{ one: 1 }]],
      ['select 1 as one ; /* done */  ', [{ one: 1 }]],
      ['with t as (select 2 as two) select two from t', [{ two: 2 }]],
      ['values (3)', [{ column1: 3 }]],
      ["select '中文;' as word -- 注释", [{ word: '中文;' }]],
    ];
    for (const [i, [query, expected]] of cases.entries()) {
      const saved = await save(`one${i}`, query);
      expect(saved.code, `${query}: ${saved.msg}`).toBe(200);
      expect((await preview(saved.data?.id ?? '')).data, query).toEqual({ data: expected, truncated: false });
    }
  });

  it('lets the database stop at the cap: two million rows answer the cap at once', async () => {
    const saved = await save('many', 'select n from generate_series(1, 2000000) n');
    const started = Date.now();
    const answer = await preview(saved.data?.id ?? '');
    expect(answer.data?.data).toHaveLength(SQL_LIMITS.maxRows);
    expect(answer.data?.truncated).toBe(true);
    expect(Date.now() - started).toBeLessThan(SQL_LIMITS.timeoutMs);
  });
});
