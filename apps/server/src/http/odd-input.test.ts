import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../testing/test-server.js';

/** What a user can type or a client can send wrongly; none of it may earn a 500. */
const ODD_BODIES: unknown[] = [
  {},
  [],
  'text',
  42,
  { account: 'ad\u0000min', password: '0'.repeat(32), realName: 'a\u0000b', theme: null, language: ['en'] },
  { realName: 'x'.repeat(100_000), birthday: 1e20, gender: -1, currentPage: 'NaN' },
  { majorId: { $ne: '' }, majorType: 'Position', oldPassword: 'f'.repeat(32), newPassword: '\u0000abc123' },
];
const ODD_PARAMS = ['1', '-1', '%00', 'x'.repeat(300), '..%2F..', '%E4%BD%A0'];

describe('odd input never earns a 500', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  it('answers every route without a server error', async () => {
    const routes = server.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
    );
    for (const route of routes) {
      const token = await signIn(server.app, 'admin', 'admin123');
      for (const param of ODD_PARAMS) {
        const url = `${route.url.replace(/:[A-Za-z]+/g, param)}?currentPage=abc&pageSize=-5&keyword=%00`;
        for (const body of route.method === 'GET' || route.method === 'DELETE' ? [undefined] : ODD_BODIES) {
          const response = await server.app.inject({
            method: route.method as 'GET',
            url,
            headers: { authorization: token, 'content-type': 'application/json' },
            ...(body !== undefined && { payload: JSON.stringify(body) }),
          });
          const where = `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.headers['content-type']?.includes('json'))
            expect(response.json().code, where).not.toBe(500);
        }
      }
    }
  }, 120_000);
});
