import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ConnectionTracker } from './connections.js';

/**
 * How long every connection must have been between requests before the drain ends the idle ones:
 * a client may be writing its next request onto a connection at the moment it is cut, and that
 * request would fail although the server never refused it.
 */
const QUIET_BEFORE_CLOSING_IDLE_MS = 250;
const POLL_MS = 25;

export interface DrainResult {
  /** Responses finished from the signal to the end of the drain. */
  served: number;
  /** Connections still open at the deadline, closed with whatever they were doing. */
  cutOff: number;
  durationMs: number;
}

/**
 * Whether the server is stopping: readiness answers 503 from the first moment, so a load balancer
 * sends no more traffic, and every response carries `Connection: close` so a keep-alive client
 * opens its next connection elsewhere.
 */
export class Lifecycle {
  draining = false;
  private forced = false;

  constructor(readonly connections: ConnectionTracker) {}

  /**
   * Stops accepting connections and waits for the requests in flight, at most `graceMs`; then
   * closes what remains. The database stays open, since the requests still running need it.
   */
  async drain(server: FastifyInstance['server'], graceMs: number): Promise<DrainResult> {
    const started = Date.now();
    const servedBefore = this.connections.served;
    this.draining = true;
    this.connections.stopKeepAlive();
    // net.Server's close only stops the listener; http.Server's would also end the idle
    // keep-alive connections at once, racing a client that is sending on one of them right now.
    if (server.listening) NetServer.prototype.close.call(server);
    const deadline = started + graceMs;
    let cutOff = 0;
    while (this.connections.open > 0) {
      if (this.forced || Date.now() >= deadline) {
        cutOff = this.connections.open;
        this.connections.closeAll();
        break;
      }
      if (this.connections.inFlight === 0 && this.connections.quietForMs >= QUIET_BEFORE_CLOSING_IDLE_MS) {
        this.connections.closeIdle();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return { served: this.connections.served - servedBefore, cutOff, durationMs: Date.now() - started };
  }

  /** A second signal: the operator does not want to wait for the grace period. */
  force(): void {
    this.forced = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance, connections: ConnectionTracker): Lifecycle {
  const lifecycle = new Lifecycle(connections);
  app.decorate('lifecycle', lifecycle);
  return lifecycle;
}

interface Stoppable {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * SIGTERM and SIGINT drain the server, close it and the database, and exit 0. A second signal
 * cuts the drain short; a close that hangs still ends the process, with 1, so an orchestrator
 * never waits on it forever.
 */
export function stopOnSignals(server: Stoppable, graceMs: number): void {
  let stopping = false;
  const stop = async (signal: string) => {
    const { app } = server;
    if (stopping) {
      app.log.warn(`${signal} again: closing the remaining connections now`);
      app.lifecycle.force();
      return;
    }
    stopping = true;
    app.log.info(`${signal}: draining requests in flight (at most ${graceMs} ms), then closing`);
    setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, graceMs + 10_000).unref();
    try {
      const result = await app.lifecycle.drain(app.server, graceMs);
      app.log.info(result, 'drained: closing the database');
      await server.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
