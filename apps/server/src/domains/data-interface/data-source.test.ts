import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

interface Group {
  id: string;
  fullName: string;
  children: Array<{ id: string; fullName: string; dbType: string }>;
}

describe.each(databaseKinds)('data source picker on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it("offers Formwork's own database, id 0 as JNPF's SQL interface form preselects, in the reader's language", async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const zh = await call<{ list: Group[] }>(server.app, 'GET', '/api/system/DataSource/Selector', { token });
    expect(zh.data?.list).toEqual([
      expect.objectContaining({
        fullName: 'PostgreSQL',
        children: [expect.objectContaining({ id: '0', fullName: '默认数据库', dbType: 'PostgreSQL' })],
      }),
    ]);
    const en = await call<{ list: Group[] }>(server.app, 'GET', '/api/system/DataSource/Selector?type=', {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(en.data?.list[0]?.children[0]?.fullName).toBe('Default database');
    expect((await call(server.app, 'GET', '/api/system/DataSource/Selector')).code).toBe(600);
  });
});
