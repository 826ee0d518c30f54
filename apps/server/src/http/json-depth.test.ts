import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../domains/file/test-fixtures.js';
import { LEAVE_MODEL_ID } from '../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/** `levels` objects, each holding the next under `a`. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** `levels` arrays, each holding the next. */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, but not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(nestedArrays(4), 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: '\\"[[[[' }), 2)).toBe(false);
  });
});

describe.each(databaseKinds)('JSON nested past the bound is refused at the edge (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const post = async (url: string, payload: string, method: 'POST' | 'PUT' = 'POST') => {
    const response = await server.app.inject({
      method,
      url,
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload,
    });
    return { status: response.statusCode, ...(response.json() as { code: number; msg: string }) };
  };

  it('answers 400 naming the body to 10,000 levels, on every kind of route', async () => {
    const deepParams = `{"params":${nested(10_000)}}`;
    const targets: Array<[string, string, 'POST' | 'PUT']> = [
      ['/api/system/DataInterface/interface-cities/Actions/Preview', deepParams, 'POST'],
      ['/api/system/DataInterface/interface-cities/Actions/List', deepParams, 'POST'],
      ['/api/system/DataInterface/', nested(10_000), 'POST'],
      ['/api/permission/Users/Current/BaseInfo', `{"realName":${nestedArrays(10_000)}}`, 'PUT'],
      ['/api/oauth/Login', nested(10_000), 'POST'],
    ];
    for (const [url, payload, method] of targets) {
      const answer = await post(url, payload, method);
      expect(answer, url).toMatchObject({
        status: 200,
        code: 400,
        msg: `body: 嵌套超过 ${MAX_JSON_DEPTH} 层`,
      });
    }
  });

  it('refuses JSON text inside a field nested past the bound, naming the field, and stores nothing', async () => {
    const design = JSON.stringify({
      fullName: 'deepForm',
      enCode: 'deepForm',
      type: 1,
      webType: 2,
      formData: nested(10_000),
    });
    expect(await post('/api/visualdev/Base', design)).toMatchObject({
      code: 400,
      msg: `设计: 嵌套超过 ${MAX_JSON_DEPTH} 层`,
    });
    const stored = await server.db
      .selectFrom('visualdev')
      .select('id')
      .where('enCode', '=', 'deepForm')
      .execute();
    expect(stored).toEqual([]);
    const list = await call(server.app, 'POST', `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}/List`, {
      token: admin,
      body: { currentPage: 1, pageSize: 20, queryJson: nested(10_000) },
    });
    expect(list).toMatchObject({ code: 400, msg: `queryJson: 嵌套超过 ${MAX_JSON_DEPTH} 层` });
  });

  it('refuses an uploaded JSON file nested past the bound, naming the file', async () => {
    const answer = await sendMultipart(
      server.app,
      '/api/system/BillRule/Action/Import',
      admin,
      {},
      {
        name: 'rule.bb',
        bytes: Buffer.from(nested(10_000)),
      },
    );
    expect(answer).toMatchObject({ code: 400, msg: `file: 嵌套超过 ${MAX_JSON_DEPTH} 层` });
  });

  it('takes ordinary bodies as before, brackets in their text included', async () => {
    const preview = await post(
      '/api/system/DataInterface/interface-cities/Actions/Preview',
      JSON.stringify({ params: { keyword: '[[[{{{' }, paramList: [] }),
    );
    expect(preview.code, preview.msg).toBe(200);
    const exactlyAtBound = `{"params":${nested(MAX_JSON_DEPTH - 1)}}`;
    expect(
      (await post('/api/system/DataInterface/interface-cities/Actions/Preview', exactlyAtBound)).code,
    ).not.toBe(400);
    const info = await call(server.app, 'GET', '/api/permission/Users/Current/BaseInfo', { token: admin });
    expect(info.code).toBe(200);
  });
});
