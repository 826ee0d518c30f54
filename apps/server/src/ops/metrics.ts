import { createHash, timingSafeEqual } from 'node:crypto';
import { ResultCode } from '@formwork/schema';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { t } from '../http/i18n/index.js';
import type { ConnectionTracker } from './connections.js';
import { poolsTracked, poolUse } from './pool-metrics.js';

export const METRICS_PATH = '/api/metrics';

/** Requests no route matched share one label, so scanners' made-up paths cannot grow the series. */
const UNMATCHED = '(unmatched)';

// Process figures (CPU, memory, event loop, GC) belong to the process, not to one app: collected
// once, however many apps a test process builds.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function appMetrics(connections: ConnectionTracker): {
  registry: Registry;
  observe(method: string, route: string, status: number, seconds: number): void;
} {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'formwork_http_requests_total',
    help: 'HTTP requests answered, by method, matched route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'formwork_http_request_duration_seconds',
    help: 'Time from the request arriving to its response being sent, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'formwork_http_open_connections',
    help: 'HTTP connections (sockets) open now',
    registers: [registry],
    collect() {
      this.set(connections.open);
    },
  });
  new Gauge({
    name: 'formwork_http_requests_in_flight',
    help: 'Requests received whose response has not ended',
    registers: [registry],
    collect() {
      this.set(connections.inFlight);
    },
  });
  new Gauge({
    name: 'formwork_db_pool_clients',
    help: 'Database pool: connections open (total), of which idle, and queries waiting for one (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      // Without a pool to read, no figures: a zero would claim an idle pool.
      if (!poolsTracked()) return;
      const use = poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { method, route, status_code: status };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, which have one length, so the time taken says nothing about the token. */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

export function registerMetrics(
  app: FastifyInstance,
  connections: ConnectionTracker,
  token: string | undefined,
): void {
  const metrics = appMetrics(connections);

  app.addHook('onResponse', async (request, reply) => {
    // The route as registered, never the URL as sent, so the series stay as many as the routes.
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    METRICS_PATH,
    {
      config: {
        public:
          'Prometheus reads it with the METRICS_TOKEN bearer token instead of a session; without that setting it does not exist',
      },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
      },
    },
    async (request, reply) => {
      // Unset, the endpoint answers exactly like a path that does not exist: there is no token
      // that could open it, and a scanner learns nothing from it.
      if (token === undefined) {
        const msg = t('http.routeNotFound', {
          method: request.method,
          path: request.url.split('?')[0] ?? '',
        });
        return reply.code(404).send({ code: ResultCode.notFound, msg });
      }
      if (!tokenMatches(request.headers.authorization, token)) {
        return reply.code(403).send({ code: ResultCode.forbidden, msg: 'Permission Denied' });
      }
      const texts = await Promise.all([processMetrics().metrics(), metrics.registry.metrics()]);
      return reply.type(metrics.registry.contentType).send(texts.join('\n'));
    },
  );
}
