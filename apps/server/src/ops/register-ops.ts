import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { ConnectionTracker } from './connections.js';
import { knownMigrations, readinessCheck, registerHealthRoutes } from './health.js';
import { registerMetrics } from './metrics.js';
import { registerLifecycle } from './shutdown.js';

/** Health and readiness probes, Prometheus metrics, and the state a graceful shutdown drains. */
export function registerOps(app: FastifyInstance, db: Db, config: Config): void {
  const connections = new ConnectionTracker(app.server);
  const lifecycle = registerLifecycle(app, connections);
  const readiness = readinessCheck(db, { known: knownMigrations() });
  registerHealthRoutes(app, readiness, lifecycle);
  registerMetrics(app, connections, config.metricsToken);
}
