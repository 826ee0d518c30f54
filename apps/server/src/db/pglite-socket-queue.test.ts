import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './database.js';

// The server reaches PGlite over several connections of one socket, while PGlite runs one session:
// the socket must never let one connection's statements land in the middle of another's.
describe('PGlite behind its socket, many connections at once', () => {
  let database: OpenDatabase;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-pglite-queue-'));
    database = await openDatabase({ dataDir });
    await sql`create table counter (id int primary key, hits int not null)`.execute(database.db);
    await sql`insert into counter values (1, 0)`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers parameterised queries right while transactions run beside them', async () => {
    const reads = Array.from({ length: 60 }, (_, index) =>
      sql<{
        a: number;
        b: string;
        c: number;
      }>`select ${index}::int as a, ${`text ${index}`}::text as b, ${index * 2}::int as c`
        .execute(database.db)
        .then(({ rows }) => rows[0]),
    );
    const writes = Array.from({ length: 20 }, () =>
      database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ hits: number }>`select hits from counter where id = ${1}`.execute(trx);
        await sql`update counter set hits = ${(rows[0]?.hits ?? 0) + 1} where id = ${1}`.execute(trx);
      }),
    );
    const answers = await Promise.all(reads);
    await Promise.all(writes);
    expect(answers).toEqual(
      Array.from({ length: 60 }, (_, index) => ({ a: index, b: `text ${index}`, c: index * 2 })),
    );
    const { rows } = await sql<{ hits: number }>`select hits from counter where id = 1`.execute(database.db);
    // Each transaction saw the one before it: none ran inside another's.
    expect(rows[0]?.hits).toBe(20);
  });
});
