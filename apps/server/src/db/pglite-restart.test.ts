import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase, restartEmbeddedDatabase } from './database.js';

describe('restarting the embedded database', () => {
  let dataDir: string;
  let database: OpenDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-restart-'));
    database = await openDatabase({ dataDir });
    await sql`create table kept (n integer)`.execute(database.db);
    await sql`insert into kept select generate_series(1, 100)`.execute(database.db);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends a statement that would run for a minute, keeps what was committed, and answers again', async () => {
    const long = sql`select pg_sleep(60)`.execute(database.db);
    const failed = long.then(
      () => 'finished',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A query sent while PGlite is busy waits behind the long one and is closed with it.
    const queued = sql`select 1`.execute(database.db).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await restartEmbeddedDatabase(database.db);
    expect(await failed).toMatch(/^Connection terminated/);
    expect(await queued).toMatch(/^(answered|Connection terminated|read ECONNRESET)/);
    const count = await sql<{ n: number }>`select count(*)::int as n from kept`.execute(database.db);
    expect(count.rows[0]?.n).toBe(100);
  });

  it('keeps a request that connects during the restart waiting until it is over', async () => {
    const restarting = restartEmbeddedDatabase(database.db);
    // Every pooled connection is closed by the restart, so this one must connect anew.
    const during = sql<{ n: number }>`select count(*)::int as n from kept`.execute(database.db);
    await restarting;
    expect((await during).rows[0]?.n).toBe(100);
  });

  it('writes after a restart and finds them after the database is closed and opened again', async () => {
    await restartEmbeddedDatabase(database.db);
    await sql`insert into kept values (101)`.execute(database.db);
    await database.close();
    database = await openDatabase({ dataDir });
    const count = await sql<{ n: number }>`select count(*)::int as n from kept`.execute(database.db);
    expect(count.rows[0]?.n).toBe(101);
  });

  it('is nothing on PostgreSQL, which stops a statement itself', () => {
    expect(restartEmbeddedDatabase({} as OpenDatabase['db'])).toBeUndefined();
  });
});
