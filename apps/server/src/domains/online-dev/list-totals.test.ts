import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
const SICK = { queryJson: JSON.stringify({ leaveType: 'sick' }) };
/** A sick leave needs its reason. */
const ofType = (leaveType: string) =>
  leave(leaveType === 'sick' ? { leaveType, reason: '发烧' } : { leaveType });
const HOOK_MS = 180_000;

/** The totals of the whole list and of the sick leaves, as `token` is answered them. */
async function totals(server: TestServer, token: string, model: string) {
  const all = await listRecords(server, token, model);
  const sick = await listRecords(server, token, model, SICK);
  expect(all.code, all.msg).toBe(200);
  expect(sick.code, sick.msg).toBe(200);
  return { all: all.data?.pagination.total, sick: sick.data?.pagination.total };
}

/** A record written with plain SQL, as another program (or another server) would. */
const insertBySql = (server: TestServer, model: string, id: string, leaveType: string) =>
  sql`insert into online_dev_record (id, model_id, data)
    values (${id}, ${model}, ${JSON.stringify(ofType(leaveType))}::jsonb)`.execute(server.db);

describe.each(databaseKinds)('List totals and grants kept between requests on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  }, HOOK_MS);
  afterAll(() => server?.close());

  it('answers the exact total after every write: through the API, plain SQL, and a rolled-back one', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveTotals');
    expect(await totals(server, admin, model)).toEqual({ all: 0, sick: 0 });
    for (const leaveType of ['sick', 'annual', 'sick'])
      expect((await createRecord(server, admin, model, ofType(leaveType))).code).toBe(200);
    expect(await totals(server, admin, model)).toEqual({ all: 3, sick: 2 });
    // Asked again with nothing written: the same answer.
    expect(await totals(server, admin, model)).toEqual({ all: 3, sick: 2 });

    await insertBySql(server, model, 'by-sql-1', 'sick');
    expect(await totals(server, admin, model)).toEqual({ all: 4, sick: 3 });
    await sql`update online_dev_record set data = data || '{"leaveType":"annual"}'::jsonb
      where id = 'by-sql-1'`.execute(server.db);
    expect(await totals(server, admin, model)).toEqual({ all: 4, sick: 2 });
    // The rows of a page are as fresh as its total.
    const changed = (await listRecords(server, admin, model)).data?.list.find((row) => row.id === 'by-sql-1');
    expect(changed?.leaveType).toBe('annual');

    await server.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into online_dev_record (id, model_id, data)
          values ('rolled-back', ${model}, ${JSON.stringify(leave())}::jsonb)`.execute(trx);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await totals(server, admin, model)).toEqual({ all: 4, sick: 2 });

    const { list } = (await listRecords(server, admin, model, SICK)).data ?? { list: [] };
    const removed = await call(server.app, 'DELETE', `${ONLINE_DEV}/${model}/${list[0]?.id}`, {
      token: admin,
    });
    expect(removed.code, removed.msg).toBe(200);
    expect(await totals(server, admin, model)).toEqual({ all: 3, sick: 1 });

    // A page past the end carries no row, and still the exact total.
    const beyond = await listRecords(server, admin, model, { currentPage: 9 });
    expect(beyond.data?.list).toEqual([]);
    expect(beyond.data?.pagination.total).toBe(3);
    await insertBySql(server, model, 'by-sql-2', 'annual');
    expect((await listRecords(server, admin, model, { currentPage: 9 })).data?.pagination.total).toBe(4);

    await sql`truncate online_dev_record`.execute(server.db);
    expect(await totals(server, admin, model)).toEqual({ all: 0, sick: 0 });
  });

  it('takes a grant, a role or administration away on the very next request', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveRevoked');
    expect(await listRecords(server, staff, model)).toEqual(DENIED);
    await grantStaff(server, model);
    expect((await listRecords(server, staff, model)).code).toBe(200);
    expect((await listRecords(server, staff, model)).code).toBe(200);

    await server.db.deleteFrom('authorize').where('itemId', '=', `menu-visualdev-${model}`).execute();
    expect(await listRecords(server, staff, model)).toEqual(DENIED);

    await grantStaff(server, model);
    expect((await listRecords(server, staff, model)).code).toBe(200);
    await server.db.updateTable('role').set({ enabledMark: 0 }).where('id', '=', 'role-staff').execute();
    expect(await listRecords(server, staff, model)).toEqual(DENIED);
    await server.db.updateTable('role').set({ enabledMark: 1 }).where('id', '=', 'role-staff').execute();
    expect((await listRecords(server, staff, model)).code).toBe(200);

    // An administrator sees every model; demoted, only what the roles grant.
    const other = await releaseLeaveModel(server, admin, 'leavePromoted');
    const promote = (isAdministrator: boolean) =>
      server.db.updateTable('users').set({ isAdministrator }).where('account', '=', 'staff').execute();
    expect(await listRecords(server, staff, other)).toEqual(DENIED);
    await promote(true);
    try {
      expect((await listRecords(server, staff, other)).code).toBe(200);
    } finally {
      await promote(false);
    }
    expect(await listRecords(server, staff, other)).toEqual(DENIED);
  });

  it('answers a model switched off or on at once', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveSwitched');
    expect((await listRecords(server, admin, model)).code).toBe(200);
    const switchTo = (enabledMark: number) =>
      server.db.updateTable('visualdev').set({ enabledMark }).where('id', '=', model).execute();
    await switchTo(0);
    expect(await listRecords(server, admin, model)).toMatchObject({ code: 400, msg: '该功能未发布或已删除' });
    await switchTo(1);
    expect((await listRecords(server, admin, model)).code).toBe(200);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('Two servers sharing one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    first = await startTestServer('postgres');
    second = await startTestServer('postgres', { databaseUrl: first.config.databaseUrl });
    admin = await signIn(first.app, 'admin', 'admin123');
    staff = await signIn(first.app, 'staff', 'staff123');
  }, HOOK_MS);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("answers each server's writes and grants on the other at once", async () => {
    const model = await releaseLeaveModel(first, admin, 'leaveShared');
    await grantStaff(first, model);
    expect(await totals(first, staff, model)).toEqual({ all: 0, sick: 0 });
    expect(await totals(second, staff, model)).toEqual({ all: 0, sick: 0 });

    expect((await createRecord(second, admin, model, ofType('sick'))).code).toBe(200);
    expect(await totals(first, staff, model)).toEqual({ all: 1, sick: 1 });
    expect((await createRecord(first, admin, model, leave())).code).toBe(200);
    expect(await totals(second, staff, model)).toEqual({ all: 2, sick: 1 });

    await second.db.deleteFrom('authorize').where('itemId', '=', `menu-visualdev-${model}`).execute();
    expect(await listRecords(first, staff, model)).toEqual(DENIED);

    // Signed out on one server, the token opens nothing on the other.
    expect((await call(first.app, 'GET', '/api/oauth/Logout', { token: staff })).code).toBe(200);
    expect((await call(second.app, 'GET', '/api/oauth/CurrentUser', { token: staff })).code).toBe(600);
  });
});

describe.each(databaseKinds)('What a list page asked again costs the database on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  }, HOOK_MS);
  afterAll(() => server?.close());

  /** The statements the server sends while `run` runs: their text and, if prepared, name. */
  async function statementsOf(run: () => Promise<unknown>): Promise<{ name?: string; text: string }[]> {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await run();
      return query.mock.calls.map(([config]) =>
        typeof config === 'string' ? { text: config } : { name: config?.name, text: String(config?.text) },
      );
    } finally {
      query.mockRestore();
    }
  }

  it('is one statement, the session check, prepared once per connection, until a record changes', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveRoundTrips');
    expect((await createRecord(server, admin, model, ofType('sick'))).code).toBe(200);
    expect((await listRecords(server, admin, model, SICK)).data?.pagination.total).toBe(1);

    const again = await statementsOf(() => listRecords(server, admin, model, SICK));
    expect(again).toHaveLength(1);
    // Named: PostgreSQL parses and plans it once per connection, not on every request.
    expect(again[0]).toEqual({
      name: expect.stringMatching(/^fw_/),
      text: expect.stringMatching(/user_session/),
    });

    // A write moves the stamp read with the session: the page and its total are read afresh.
    await insertBySql(server, model, 'by-sql-trips', 'sick');
    let answer: Awaited<ReturnType<typeof listRecords>> | undefined;
    const afterWrite = await statementsOf(async () => {
      answer = await listRecords(server, admin, model, SICK);
    });
    expect(answer?.data?.pagination.total).toBe(2);
    expect(afterWrite.length).toBeGreaterThan(1);
  });
});
