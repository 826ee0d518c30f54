import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES_INTERFACE_ID, DEMO_CITIES } from '../../seed/seed-data-interfaces.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const responseOf = (id: string) => `/api/system/DataInterface/${id}/Actions/Response`;

describe.each(databaseKinds)('data interface responses on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const read = (id: string) => call(server.app, 'GET', responseOf(id), { token: admin });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    await server.db
      .insertInto('dataInterface')
      .values([
        { id: 'off', fullName: '停用', enCode: 'off', query: '[]', enabledMark: 0 },
        { id: 'odd', fullName: '未知类型', enCode: 'odd', dataType: 9, query: '[]' },
        { id: 'broken', fullName: '坏数据', enCode: 'broken', query: '[{' },
      ])
      .execute();
  });
  afterAll(() => server?.close());

  it("answers a static interface's rows under data, by id or enCode", async () => {
    expect(await read(CITIES_INTERFACE_ID)).toEqual({
      code: 200,
      msg: 'Success',
      data: { data: DEMO_CITIES },
    });
    expect((await read('cities')).data).toEqual({ data: DEMO_CITIES });
  });

  it('answers 400 naming an interface that is unknown, disabled, of an unknown kind or not JSON', async () => {
    expect(await read('nope')).toEqual({ code: 400, msg: 'id: 数据接口 nope 不存在' });
    expect(await read('off')).toEqual({ code: 400, msg: 'id: 数据接口 off 已停用' });
    expect(await read('odd')).toEqual({ code: 400, msg: 'id: 数据接口 odd 的类型暂不支持' });
    expect(await read('broken')).toEqual({ code: 400, msg: 'id: 数据接口 broken 的静态数据不是有效的 JSON' });
  });

  it('refuses a visitor', async () => {
    expect((await call(server.app, 'GET', responseOf('cities'))).code).toBe(600);
  });
});
