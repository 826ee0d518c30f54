import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../testing/test-server.js';

/** The only routes a visitor may call; adding to this list is a security decision. */
const PUBLIC_ROUTES = [
  'POST /api/oauth/Login',
  'GET /api/oauth/getConfig/:account',
  'GET /api/oauth/ImageCode/:length/:timestamp',
  'POST /api/oauth/SmsCode',
  'POST /api/oauth/QrCode',
  'GET /api/oauth/QrCode/:ticket',
  // One-time export downloads: the browser follows the link without a token; the link is the secret.
  'GET /api/file/Download/export/:token',
];

describe('every API route but sign-in needs a live session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  const apiRoutes = () =>
    server.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
    );
  const withParams = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

  it('marks only sign-in routes public', () => {
    const open = apiRoutes()
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 600 to every other route without a token, with a made-up token, and after logout', async () => {
    const routes = apiRoutes().filter((route) => !route.public);
    expect(routes.length).toBeGreaterThan(15);
    const loggedOut = await signIn(server.app, 'admin', 'admin123');
    await call(server.app, 'GET', '/api/oauth/Logout', { token: loggedOut });

    for (const token of [undefined, 'bearer made-up-token', loggedOut]) {
      for (const route of routes) {
        const answer = await call(server.app, route.method as 'GET', withParams(route.url), {
          ...(token && { token }),
          ...(route.method !== 'GET' && route.method !== 'DELETE' && { body: {} }),
        });
        expect(answer.code, `${route.method} ${route.url} with ${token ?? 'no token'}`).toBe(600);
      }
    }
  });
});
