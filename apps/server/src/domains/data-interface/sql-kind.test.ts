import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { bindPlaceholders, SQL_LIMITS } from './sql-kind.js';

const BASE = '/api/system/DataInterface';
type Row = Record<string, unknown>;

// Short limits, so the timeout and the cap are quick to reach.
SQL_LIMITS.timeoutMs = 800;
SQL_LIMITS.maxRows = 5;

describe('placeholders', () => {
  const parameters = [
    { field: 'minId', fieldName: '', dataType: 'int' as const, required: 0, defaultValue: '' },
    { field: 'name', fieldName: '', dataType: 'varchar' as const, required: 0, defaultValue: '' },
  ];
  it('binds declared @field and {field} placeholders as casts of the parameter array, nothing else', () => {
    expect(bindPlaceholders('select * from t where id >= @minId and n = {name}', parameters)).toBe(
      'select * from t where id >= (($1)[1])::integer and n = (($1)[2])::text',
    );
    // Literals, quoted names, comments and undeclared names are left alone.
    const untouched = `select '@name', "{name}", $x$ @name $x$, E'\\' @name', @other, @ -5 -- @name\n/* {name} */`;
    expect(bindPlaceholders(untouched, parameters)).toBe(untouched);
  });
});

describe.each(databaseKinds)('SQL data interfaces on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const create = async (body: Row) => {
    const answer = await call<{ id: string }>(server.app, 'POST', BASE, {
      token: admin,
      body: { fullName: String(body.enCode), dataType: 1, ...body },
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data?.id ?? '';
  };
  const preview = (id: string, params: Row = {}) =>
    call<{ data: Row[]; truncated: boolean }>(server.app, 'POST', `${BASE}/${id}/Actions/Preview`, {
      token: admin,
      body: { params },
    });
  const run = async (statement: string, params: Row = {}) => {
    const id = await create({ enCode: `q${Math.random().toString(36).slice(2, 10)}`, query: statement });
    return preview(id, params);
  };
  const rowCount = async () =>
    Number((await sql<{ n: number }>`select count(*)::int as n from di_pub`.execute(server.db)).rows[0]?.n);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    for (const statement of [
      'create table di_pub (id integer, name text)',
      "insert into di_pub values (1, 'one'), (2, 'two'), (3, 'three')",
      'create table di_hidden (x integer)',
      'insert into di_hidden values (42)',
      // A volatile function anyone could call that writes, and one that runs as its (privileged) owner.
      "create function di_write() returns integer language plpgsql as $$ begin insert into di_pub values (9, 'x'); return 1; end $$",
      "create function di_write_definer() returns integer language plpgsql security definer as $$ begin insert into di_pub values (9, 'x'); return 1; end $$",
    ]) {
      await sql.raw(statement).execute(server.db);
    }
    const exposed = await call(server.app, 'PUT', `${BASE}/Settings/Tables`, {
      token: admin,
      body: { tables: ['di_pub'] },
    });
    expect(exposed.code, exposed.msg).toBe(200);
  });
  afterAll(() => server?.close());

  it('answers the rows of an exposed table, with parameters bound by type and defaults', async () => {
    const id = await create({
      enCode: 'pubFrom',
      query: 'select id, name from di_pub where id >= @minId and name <> {skip} order by id',
      requestParameters: JSON.stringify([
        { field: 'minId', fieldName: '最小', dataType: 'int', required: 1, defaultValue: '' },
        { field: 'skip', fieldName: '跳过', dataType: 'varchar', required: 0, defaultValue: 'none' },
      ]),
    });
    expect((await preview(id, { minId: 2 })).data).toEqual({
      data: [
        { id: 2, name: 'two' },
        { id: 3, name: 'three' },
      ],
      truncated: false,
    });
    const response = await call<{ data: Row[] }>(
      server.app,
      'GET',
      `${BASE}/pubFrom/Actions/Response?minId=1&skip=two`,
      {
        token: admin,
      },
    );
    expect(response.data?.data.map((row) => row.id)).toEqual([1, 3]);
    // A value is a value, never SQL.
    const injected = await call<{ data: Row[] }>(
      server.app,
      'GET',
      `${BASE}/pubFrom/Actions/Response?minId=1&skip=${encodeURIComponent("x' or '1'='1")}`,
      { token: admin },
    );
    expect(injected.data?.data).toHaveLength(3);
    expect(await call(server.app, 'GET', `${BASE}/pubFrom/Actions/Response`, { token: admin })).toEqual({
      code: 400,
      msg: 'minId: 不能为空',
    });
    expect(
      (await call(server.app, 'GET', `${BASE}/pubFrom/Actions/Response?minId=1%3Bdrop`, { token: admin }))
        .msg,
    ).toBe('minId: 应为 int 类型的值');
    expect((await call<Row[]>(server.app, 'GET', `${BASE}/GetParam/${id}`, { token: admin })).data).toEqual([
      { field: 'minId', fieldName: '最小', dataType: 'int', required: 1, defaultValue: '' },
      { field: 'skip', fieldName: '跳过', dataType: 'varchar', required: 0, defaultValue: 'none' },
    ]);
  });

  it('is refused by the database what is not exposed, with a 400 naming query', async () => {
    for (const statement of [
      'select * from di_hidden',
      'select * from users',
      'select * from user_session',
    ]) {
      const answer = await run(statement);
      expect(answer.code, statement).toBe(400);
      expect(answer.msg, statement).toMatch(/^查询内容: SQL 接口无权读取表 \w+，请先在设置中开放该表$/);
    }
  });

  it('is refused by the database every write, however it is spelled', async () => {
    const refusals: Array<[string, RegExp]> = [
      ['select di_write()', /^查询内容: SQL 接口只能读取数据，不能修改数据$/],
      ['select di_write_definer()', /^查询内容: SQL 接口只能读取数据，不能修改数据$/],
      ['with gone as (delete from di_pub returning *) select * from gone', /^查询内容: SQL 接口只能读取数据/],
      // A write or a second statement is refused before it runs: sql-statement.test.ts.
      [
        "select set_config('role', current_setting('is_superuser'), false)",
        /^查询内容: SQL 接口无权执行此操作$/,
      ],
      [
        "select set_config('role', 'postgres', true), (select count(*) from di_hidden)",
        /^查询内容: SQL 接口无权(执行此操作|读取表 di_hidden)/,
      ],
      ["select set_config('session_authorization', 'postgres', false)", /^查询内容: SQL 接口无权执行此操作$/],
      [
        "select query_to_xml('select * from di_hidden', true, false, '')",
        /^查询内容: SQL 接口无权读取表 di_hidden，/,
      ],
      ['select pg_terminate_backend(pg_backend_pid())', /^查询内容: SQL 接口无权执行此操作$/],
      ["select pg_read_file('/etc/passwd')", /^查询内容: SQL 接口无权调用函数 pg_read_file$/],
    ];
    for (const [statement, reason] of refusals) {
      const answer = await run(statement);
      expect(answer.code, statement).toBe(400);
      expect(answer.msg, statement).toMatch(reason);
    }
    expect(await rowCount()).toBe(3);
    // A session-level advisory lock taken by a query is not kept by the pooled connection.
    expect((await run('select pg_advisory_lock(4242) is null as held')).code).toBe(200);
    const free = await sql<{ got: boolean }>`select pg_try_advisory_lock(4242) as got`.execute(server.db);
    expect(free.rows[0]?.got).toBe(true);
    await sql`select pg_advisory_unlock(4242)`.execute(server.db);
    // The server's own connections are still its own, not the reader's.
    expect(
      (await sql<{ n: number }>`select count(*)::int as n from di_hidden`.execute(server.db)).rows[0]?.n,
    ).toBe(1);
  });

  it("says in words, not the database's, why a query was refused, in the caller's language", async () => {
    const id = await create({ enCode: 'unknownColumn', query: 'select nope from di_pub' });
    expect(await preview(id)).toEqual({
      code: 400,
      msg: '查询内容: SQL 语句有误：未知的列 nope',
      field: 'query',
    });
    const english = await call(server.app, 'POST', `${BASE}/${id}/Actions/Preview`, {
      token: admin,
      body: { params: {} },
      headers: { 'accept-language': 'en' },
    });
    expect(english).toEqual({
      code: 400,
      msg: 'Query: the SQL statement refers to an unknown column nope',
      field: 'query',
    });
    expect(await run('select * from di_nowhere')).toEqual({
      code: 400,
      msg: '查询内容: SQL 语句有误：未知的表 di_nowhere',
      field: 'query',
    });
    expect(await run('select di_nothing(1)')).toEqual({
      code: 400,
      msg: '查询内容: SQL 语句有误：未知的函数 di_nothing(integer)',
      field: 'query',
    });
    expect(await run("select 'x'::integer")).toEqual({
      code: 400,
      msg: '查询内容: SQL 语句有误：值的格式或类型不正确',
      field: 'query',
    });
  });

  it('stops a statement that runs too long with a 400 and cuts rows at the cap, saying so', async () => {
    // A minute of sleep: were it not stopped, the database (one session, on PGlite) would
    // hold every call below until it ended, far past the test's time limit.
    const slowId = await create({ enCode: 'slow', query: 'select pg_sleep(60)' });
    const slow = preview(slowId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = call(server.app, 'GET', BASE, { token: admin });
    expect(await slow).toEqual({ code: 400, msg: '查询内容: 查询超过 0.8 秒，已停止', field: 'query' });
    // Another user's call made meanwhile is answered, or told the database restarted; never a 500.
    const other = await during;
    expect(other.code === 200 || other.msg === '数据库刚刚重启，请重试', other.msg).toBe(true);
    // The database answers again at once, with its data.
    expect((await run('select count(*)::int as n from di_pub')).data?.data).toEqual([{ n: 3 }]);
    const many = await run('select n from generate_series(1, 20) as n');
    expect(many.data).toEqual({ data: [1, 2, 3, 4, 5].map((n) => ({ n })), truncated: true });
  });

  it('never exposes a table holding secrets, nor one that does not exist', async () => {
    const tables = await call<{ list: Array<{ name: string; exposed: boolean; refused: string }> }>(
      server.app,
      'GET',
      `${BASE}/Settings/Tables`,
      { token: admin },
    );
    const byName = new Map(tables.data?.list.map((table) => [table.name, table]));
    expect(byName.get('di_pub')).toMatchObject({ exposed: true, refused: '' });
    expect(byName.get('di_hidden')).toMatchObject({ exposed: false, refused: '' });
    for (const secret of ['users', 'user_session', 'sys_config', 'data_interface']) {
      expect(byName.get(secret)?.refused, secret).toBe('secret');
      const answer = await call(server.app, 'PUT', `${BASE}/Settings/Tables`, {
        token: admin,
        body: { tables: ['di_pub', secret] },
      });
      expect(answer.code, secret).toBe(400);
      expect(answer.msg).toMatch(/^数据表: /);
    }
    expect(
      (await call(server.app, 'PUT', `${BASE}/Settings/Tables`, { token: admin, body: { tables: ['nope'] } }))
        .msg,
    ).toBe('数据表: 没有表 nope');
    // Nothing was half-written: di_pub is still the one exposed table.
    expect((await run('select count(*)::int as n from di_pub')).data?.data).toEqual([{ n: 3 }]);
  });

  it('logs every call, answered or refused', async () => {
    const id = await create({ enCode: 'logged', query: 'select 1 as one' });
    await preview(id);
    await call(server.app, 'GET', `${BASE}/logged/Actions/Response`, { token: admin });
    await sql`update data_interface set query = 'select * from di_hidden' where id = ${id}`.execute(
      server.db,
    );
    await preview(id);
    const log = await call<{ list: Row[]; pagination: { total: number } }>(
      server.app,
      'GET',
      `/api/system/DataInterfaceLog/${id}?currentPage=1&pageSize=20`,
      { token: admin },
    );
    expect(log.data?.pagination.total).toBe(3);
    expect(log.data?.list.map((row) => [row.invokType, row.success])).toEqual([
      ['Preview', 0],
      ['Response', 1],
      ['Preview', 1],
    ]);
    expect(log.data?.list[0]?.message).toMatch(/无权读取表 di_hidden/);
    expect(log.data?.list[0]?.userId).toBe('管理员/admin');
  });
});
