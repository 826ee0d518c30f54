import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import { tokenMatches } from './metrics.js';
import { type PoolLike, trackPool } from './pool-metrics.js';

const TOKEN = 'scrape-token-0123456789';

async function scrape(server: TestServer, authorization = `Bearer ${TOKEN}`) {
  return server.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization } });
}

/** The value of one series in Prometheus text, or undefined when the series is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('metrics without METRICS_TOKEN (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { metricsToken: undefined });
  });
  afterAll(() => server?.close());

  it('answers exactly as a path that does not exist, whatever the caller sends', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/api/metricz' });
    for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`, 'Bearer undefined']) {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 404, msg: 'GET /api/metrics 不存在' });
      expect(answer.statusCode).toBe(missing.statusCode);
    }
  });
});

describe.each(databaseKinds)('metrics with METRICS_TOKEN (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { metricsToken: TOKEN });
  });
  afterAll(() => server?.close());

  it('refuses a scrape without the token, with a wrong one, or with a session token, with 403', async () => {
    const session = await signIn(server.app, 'admin', 'admin123');
    for (const authorization of ['', TOKEN, 'Bearer wrong-token-0123456789', `Bearer ${TOKEN}x`, session]) {
      const answer = await scrape(server, authorization);
      expect(answer.statusCode, authorization).toBe(403);
      expect(answer.json()).toEqual({ code: 403, msg: 'Permission Denied' });
    }
  });

  it('counts requests by route pattern, method and status, never by the URL as sent', async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    for (let i = 0; i < 3; i++) {
      await call(server.app, 'GET', '/api/permission/Users/Current/BaseInfo', { token });
    }
    await server.app.inject({ method: 'GET', url: '/api/file/Image/userAvatar/secret-name-4f2a.png' });
    await server.app.inject({ method: 'GET', url: '/api/no-such-route/secret-path-9c1d' });

    const answer = await scrape(server);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    const baseInfo = 'method="GET",route="/api/permission/Users/Current/BaseInfo",status_code="200"';
    expect(seriesValue(text, `formwork_http_requests_total{${baseInfo}}`)).toBe(3);
    expect(seriesValue(text, `formwork_http_request_duration_seconds_count{${baseInfo}}`)).toBe(3);
    expect(text).toMatch(
      /formwork_http_requests_total\{method="GET",route="\/api\/file\/Image\/:type\/:name",status_code="\d+"\} 1/,
    );
    expect(text).toMatch(
      /formwork_http_requests_total\{method="GET",route="\(unmatched\)",status_code="404"\} 1/,
    );
    expect(text).not.toContain('secret-name');
    expect(text).not.toContain('secret-path');
  });

  it('reports the process figures prom-client collects', async () => {
    const text = (await scrape(server)).body;
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('counts the HTTP connections open now', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.app.server.address() as AddressInfo;
      const sockets = await Promise.all(
        [1, 2, 3].map(async () => {
          const socket = connect(port, '127.0.0.1');
          await once(socket, 'connect');
          return socket;
        }),
      );
      // The server sees a connection a moment after the client does.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seriesValue((await scrape(server)).body, 'formwork_http_open_connections')).toBe(3);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seriesValue((await scrape(server)).body, 'formwork_http_open_connections')).toBe(0);
    } finally {
      await server.app.server.close();
    }
  });

  it("reports the server's own database pool, which has opened connections by now", async () => {
    const text = (await scrape(server)).body;
    expect(seriesValue(text, 'formwork_db_pool_clients{state="total"}')).toBeGreaterThanOrEqual(1);
  });

  it('reports the use of the database pool it was handed, and forgets a pool that ends', async () => {
    const pool: { -readonly [K in keyof PoolLike]: PoolLike[K] } = {
      totalCount: 7,
      idleCount: 2,
      waitingCount: 3,
      ending: false,
    };
    trackPool(pool);
    const text = (await scrape(server)).body;
    // Other servers of this test process may have handed over pools as well: at least these.
    expect(seriesValue(text, 'formwork_db_pool_clients{state="total"}')).toBeGreaterThanOrEqual(7);
    expect(seriesValue(text, 'formwork_db_pool_clients{state="waiting"}')).toBeGreaterThanOrEqual(3);
    const before = seriesValue(text, 'formwork_db_pool_clients{state="total"}') ?? 0;
    pool.ending = true;
    const after = seriesValue((await scrape(server)).body, 'formwork_db_pool_clients{state="total"}') ?? 0;
    expect(before - after).toBe(7);
  });
});

describe('the metrics token check', () => {
  it('takes only a bearer token equal to the setting', () => {
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenMatches(undefined, TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN, TOKEN)).toBe(false);
    expect(tokenMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(tokenMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
  });
});
