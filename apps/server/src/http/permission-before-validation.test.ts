import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/sessions.js';
import { LEAVE_MODEL_ID } from '../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';

/** A query every paged route refuses, and a body no route's schema takes. */
const BAD_QUERY = '?currentPage=abc&pageSize=-5&sort=sideways';
const BAD_BODY = 'not an object';

const withParams = (url: string) => url.replace(/:[A-Za-z]+/g, 'sample');
const takesBody = (method: string) => method !== 'GET' && method !== 'HEAD';

describe.each(databaseKinds)('permission is decided before the input is validated (%s)', (kind) => {
  let server: TestServer;
  /** A signed-in user granted nothing at all. */
  let nobody: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db
      .insertInto('users')
      .values({
        id: 'user-no-grants',
        account: 'nogrants',
        realName: '无权限',
        passwordHash: 'x',
        organizeId: 'org-company',
      })
      .execute();
    nobody = await createSession(server.db, 'user-no-grants', 60, {
      ipAddress: '127.0.0.1',
      ipAddressName: '',
      userAgent: 'permission test',
    });
  });
  afterAll(() => server?.close());

  it('answers 403, not the validation message, on every route with an access rule', async () => {
    const guarded = server.app.registeredRoutes.filter(
      (route) => route.access !== undefined && route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const route of guarded) {
      const answer = await call(server.app, route.method as 'POST', `${withParams(route.url)}${BAD_QUERY}`, {
        token: nobody,
        ...(takesBody(route.method) && { body: BAD_BODY }),
      });
      if (answer.code !== 403) answered.push(`${route.method} ${route.url}: ${answer.code} ${answer.msg}`);
    }
    expect(answered).toEqual([]);
  });

  it("refuses staff's empty data interface with 403, as the issue found it answering the schema", async () => {
    const staff = await signIn(server.app, 'staff', 'staff123');
    const answer = await call(server.app, 'POST', '/api/system/DataInterface/', { token: staff, body: {} });
    expect(answer).toMatchObject({ code: 403 });
  });

  it('decides the model and button of online forms before their bodies are validated', async () => {
    const model = LEAVE_MODEL_ID;
    const routes: Array<['POST' | 'PUT', string]> = [
      ['POST', `/api/visualdev/OnlineDev/${model}`],
      ['PUT', `/api/visualdev/OnlineDev/${model}/leave-demo-01`],
      ['POST', `/api/visualdev/OnlineDev/batchDelete/${model}`],
      ['POST', `/api/visualdev/OnlineDev/${model}/List`],
      ['POST', `/api/visualdev/OnlineDev/${model}/Actions/Export`],
    ];
    const admin = await signIn(server.app, 'admin', 'admin123');
    for (const [method, url] of routes) {
      const refused = await call(server.app, method, url, { token: nobody, body: BAD_BODY });
      expect(refused.code, `${method} ${url}`).toBe(403);
      // Someone granted the model still hears what is wrong with the body.
      const told = await call(server.app, method, url, { token: admin, body: BAD_BODY });
      expect(told.code, `${method} ${url}`).toBe(400);
    }
  });

  it('decides a dictionary item route named by its path before validating its body', async () => {
    const answer = await call(server.app, 'PUT', '/api/system/DictionaryData/dict-sex-1', {
      token: nobody,
      body: BAD_BODY,
    });
    expect(answer.code).toBe(403);
  });
});
