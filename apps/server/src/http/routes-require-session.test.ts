import { request as rawRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { ResultCode } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import type { RegisteredRoute } from './route-registry.js';

/** The only routes a visitor may call; adding to this list is a security decision. */
const PUBLIC_ROUTES = [
  'POST /api/oauth/Login',
  'GET /api/oauth/getConfig/:account',
  'GET /api/oauth/getLoginConfig',
  'GET /api/oauth/ImageCode/:length/:timestamp',
  'POST /api/oauth/SmsCode',
  'POST /api/oauth/QrCode',
  'GET /api/oauth/QrCode/:ticket',
  // One-time export downloads: the browser follows the link without a token; the link is the secret.
  'GET /api/file/Download/export/:token',
  // Pictures by address: an <img> cannot send the Authorization header; names hold 128 random bits.
  'GET /api/file/Image/:type/:name',
  // A download link the browser follows without a token; its HMAC signature is the permission.
  'GET /api/file/Signed/:type/:name',
  // `npm run backup` while the server holds the data directory: it sends the random token the
  // server writes into DATA_DIR (owner-only), which proves it may read the data anyway.
  'GET /api/ops/backup',
  // Probes a load balancer calls without credentials; they answer a status and nothing else.
  'GET /api/health',
  'GET /api/health/ready',
  // The chat socket: a browser cannot set headers on a WebSocket handshake, so the token travels
  // in the path and the socket resolves it itself, closing at once when it is not a live session.
  'GET /api/message/websocket/:token',
  // Prometheus sends METRICS_TOKEN as a bearer token, not a session; unset, the route answers 404.
  'GET /api/metrics',
];

const withParams = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

/** Writes the letters of `/api` as percent-escapes, which the router decodes before matching. */
const percentEncodedApi = (path: string) => path.replace(/^\/api\//, '/%61%70%69/');
/** Escapes the first letter after `/api/` as well, so the escape sits inside a static segment. */
const percentEncodedSegment = (path: string) =>
  path.replace(/^\/api\/([A-Za-z])/, (_m, letter: string) => `/api/%${letter.charCodeAt(0).toString(16)}`);

/** Each way of writing a path that an attacker may try in place of the plain one. */
const SPELLINGS: Array<{ name: string; target: (path: string, host: string) => string }> = [
  { name: 'plain', target: (path) => path },
  { name: 'percent-encoded /api', target: percentEncodedApi },
  { name: 'percent-encoded segment', target: percentEncodedSegment },
  { name: 'absolute-form', target: (path, host) => `http://${host}${path}` },
  {
    name: 'absolute-form, percent-encoded',
    target: (path, host) => `http://${host}${percentEncodedApi(path)}`,
  },
  { name: 'doubled slashes', target: (path) => path.replace(/^\/api\//, '//api//') },
  { name: 'dot segments', target: (path) => path.replace(/^\/api\//, '/api/x/../') },
  { name: 'dot segment prefix', target: (path) => `/./..${path}` },
  { name: 'trailing slash', target: (path) => `${path}/` },
  { name: 'query string', target: (path) => `${path}?x=/api/docs` },
];

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends a request line exactly as written, over a real socket, as an attacker's client would. */
function sendRaw(port: number, method: string, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const body = hasBody ? '{}' : '';
    const head = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      ...(hasBody ? ['Content-Type: application/json', `Content-Length: ${body.length}`] : []),
      '',
      '',
    ].join('\r\n');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(data.slice(9, 12));
      const bodyStart = data.indexOf('\r\n\r\n');
      resolve({ status, body: bodyStart < 0 ? '' : data.slice(bodyStart + 4) });
    });
    socket.write(head + body);
  });
}

/** Body text of a chunked or plain answer: enough to read the envelope's code. */
const envelopeCode = (body: string): number | undefined => {
  const match = body.match(/"code":(\d+)/);
  return match ? Number(match[1]) : undefined;
};

describe.each(databaseKinds)('every API route but sign-in needs a live session (%s)', (kind) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server?.close());

  const apiRoutes = (): RegisteredRoute[] =>
    server.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
    );

  it('marks only sign-in routes public, and the auth hook agrees with the marking', () => {
    const open = apiRoutes()
      .filter((route) => !route.needsSession)
      .map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
    for (const route of apiRoutes()) expect(route.needsSession).toBe(!route.publicReason);
  });

  it('lists the public routes and why in the API documentation, without the token requirement', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = answer.json() as {
      info: { description: string };
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const route of PUBLIC_ROUTES) {
      const [method = '', url = ''] = route.split(' ');
      expect(document.info.description).toContain(`\`${route}\`: `);
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(document.paths[path]?.[method.toLowerCase()]?.security, route).toEqual([]);
    }
    expect(document.paths['/api/permission/Users/Current/BaseInfo']?.get?.security).toBeUndefined();
  });

  it('answers 600 to every other route without a token, with a made-up token, and after logout', async () => {
    const routes = apiRoutes().filter((route) => route.needsSession);
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

  it('refuses every route however its path is spelled, over a real socket', async () => {
    const routes = apiRoutes().filter((route) => route.needsSession);
    const host = `127.0.0.1:${port}`;
    const leaks: string[] = [];
    let refusedBySignIn = 0;
    for (const route of routes) {
      for (const spelling of SPELLINGS) {
        const target = spelling.target(withParams(route.url), host);
        const answer = await sendRaw(port, route.method, target);
        const code = envelopeCode(answer.body);
        // Refused means: told to sign in (600), or no route matched that spelling (404 / a 400
        // from the URL parser). Anything else would be the route doing work for a visitor.
        const refused =
          code === ResultCode.tokenInvalid || code === ResultCode.notFound || code === ResultCode.badRequest;
        if (code === ResultCode.tokenInvalid) refusedBySignIn += 1;
        if (!refused || answer.status >= 500) {
          leaks.push(`${route.method} ${target} -> HTTP ${answer.status} ${answer.body.slice(0, 120)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The spellings the router does match must reach the session check, not just miss the route.
    expect(refusedBySignIn).toBeGreaterThan(routes.length * 3);
  });

  it('lets a signed-in caller reach a route spelled with percent-escapes, so the refusals above are real', async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const answer = await new Promise<string>((resolve, reject) => {
      const req = rawRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/%61pi/permission/Users/Current/BaseInfo',
          headers: { authorization: token },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(envelopeCode(answer)).toBe(200);
  });
});
