import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../seed/seed-leave-request.js';
import { databaseKinds, startTestServer, type TestServer } from '../testing/test-server.js';

describe.each(databaseKinds)('jsonb values keep their keys as stored (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('reads back snake_case, camelCase and odd vModels of a record unchanged', async () => {
    const values = { ext_note: 'a', startDate: 1, table_1: [{ col_a: 2 }], _proto_: 3, 'x-y': 4 };
    await server.db
      .insertInto('onlineDevRecord')
      .values({ id: 'json-keys', modelId: LEAVE_MODEL_ID, data: JSON.stringify(values) })
      .execute();
    const row = await server.db
      .selectFrom('onlineDevRecord')
      .select('data')
      .where('id', '=', 'json-keys')
      .executeTakeFirstOrThrow();
    expect(row.data).toEqual(values);
  });
});
