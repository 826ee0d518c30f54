import type { FastifyRequest } from 'fastify';
import type { Caller, RunOptions } from './run.js';

/** Who calls an interface, for its call log: the signed-in user, their address and browser. */
export const callerOf = (request: FastifyRequest, type: string): Caller => ({
  userId: request.session?.userId ?? '',
  ip: request.ip.replace(/^::ffff:/, ''),
  device: String(request.headers['user-agent'] ?? ''),
  type,
});

/** How interfaces with SQL run here: on the server's own database, whichever kind it is. */
export const runOptionsOf = (config: { databaseUrl?: string }): RunOptions => ({
  kind: config.databaseUrl ? 'postgres' : 'pglite',
});
