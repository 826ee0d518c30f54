import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../testing/test-server.js';
import { StampedCache } from './change-stamps.js';

describe('StampedCache', () => {
  it('answers a value only under the version it was kept with', async () => {
    const cache = new StampedCache<number>(2);
    cache.set('a', 'v1', 1);
    expect(cache.get('a', 'v1')).toBe(1);
    expect(cache.get('a', 'v2')).toBeUndefined();
    // A stamp never written keeps nothing.
    cache.set('b', undefined, 2);
    expect(cache.get('b', undefined)).toBeUndefined();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 10 + loads;
    };
    expect(await cache.through('c', 'v1', load)).toBe(11);
    expect(await cache.through('c', 'v1', load)).toBe(11);
    expect(await cache.through('c', 'v2', load)).toBe(12);
    // Past its limit, the value used longest ago goes first.
    cache.set('d', 'v1', 4);
    expect(cache.get('a', 'v1')).toBeUndefined();
    expect(cache.get('c', 'v2')).toBe(12);
  });
});

describe.each(databaseKinds)('Change stamps on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server?.close());

  const stamp = async (name: string) =>
    (
      await sql<{
        version: string;
      }>`select version::text from formwork_cache.stamp where name = ${name}`.execute(server.db)
    ).rows[0]?.version;

  it('change with the commit of a write, never with one undone, and once per transaction', async () => {
    const model = 'stamp-model';
    await sql`insert into visualdev (id, full_name, en_code, type, web_type)
      values (${model}, '印记', 'stampModel', 1, 2)`.execute(server.db);
    expect(await stamp(`records:${model}`)).toBeUndefined();
    await sql`insert into online_dev_record (id, model_id, data) values ('s1', ${model}, '{}')`.execute(
      server.db,
    );
    const first = await stamp(`records:${model}`);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);

    await server.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into online_dev_record (id, model_id, data) values ('s2', ${model}, '{}')`.execute(
          trx,
        );
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await stamp(`records:${model}`)).toBe(first);

    const authorization = await stamp('authorization');
    await server.db.transaction().execute(async (trx) => {
      await sql`insert into online_dev_record (id, model_id, data)
        select 'many-' || i, ${model}, '{}' from generate_series(1, 500) as i`.execute(trx);
      await sql`update online_dev_record set data = '{"a":1}' where model_id = ${model}`.execute(trx);
    });
    const second = await stamp(`records:${model}`);
    expect(second).not.toBe(first);
    expect(await stamp('authorization')).toBe(authorization);
    await sql`update role set full_name = full_name where id = 'role-staff'`.execute(server.db);
    expect(await stamp('authorization')).not.toBe(authorization);
  });

  it.runIf(kind === 'postgres')('are not seen changed by others before the commit', async () => {
    const model = 'stamp-model';
    const before = await stamp(`records:${model}`);
    await server.db.transaction().execute(async (trx) => {
      await sql`insert into online_dev_record (id, model_id, data) values ('s3', ${model}, '{}')`.execute(
        trx,
      );
      expect(await stamp(`records:${model}`)).toBe(before);
    });
    expect(await stamp(`records:${model}`)).not.toBe(before);
  });
});
