import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { databaseKinds, startTestServer, type TestServer } from '../testing/test-server.js';
import { knownMigrations, readinessCheck, registerHealthRoutes } from './health.js';
import type { Lifecycle } from './shutdown.js';

const MIGRATION_LOCK = '3853314791062309107';

describe.each(databaseKinds)('health and readiness (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers liveness and readiness without a session, in the envelope, with HTTP 200', async () => {
    const live = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ code: 200, msg: 'live', data: { status: 'live' } });
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ code: 200, msg: 'ready', data: { status: 'ready' } });
  });

  it('knows the migrations this build carries, all of which the server applied at start', async () => {
    const known = knownMigrations();
    expect(known.length).toBeGreaterThan(5);
    expect(known).toContain('20261122T0900-identity');
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(server.db);
    expect(applied.rows.map((row) => row.name).sort()).toEqual([...known]);
  });

  it('is not ready while a migration this build knows is missing from the database', async () => {
    const check = readinessCheck(server.db, {
      known: [...knownMigrations(), '29991231T0000-later'],
      cacheMs: 0,
    });
    expect(await check()).toEqual({ ready: false, reason: 'migrations pending' });
  });

  it('stays ready when the database holds a migration newer than this build', async () => {
    const check = readinessCheck(server.db, { known: knownMigrations(), cacheMs: 0 });
    await sql`insert into kysely_migration (name, timestamp) values ('29991231T0000-later', ${new Date().toISOString()})`.execute(
      server.db,
    );
    try {
      expect(await check()).toEqual({ ready: true });
    } finally {
      await sql`delete from kysely_migration where name = '29991231T0000-later'`.execute(server.db);
    }
  });

  it('is not ready while another instance holds the migration lock, and reuses an answer for a while', async () => {
    const fresh = readinessCheck(server.db, { known: knownMigrations(), cacheMs: 0 });
    const cached = readinessCheck(server.db, { known: knownMigrations(), cacheMs: 60_000 });
    expect(await cached()).toEqual({ ready: true });
    await server.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${sql.lit(BigInt(MIGRATION_LOCK))})`.execute(connection);
      try {
        expect(await fresh()).toEqual({ ready: false, reason: 'migrations running' });
        expect(await cached()).toEqual({ ready: true });
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(BigInt(MIGRATION_LOCK))})`.execute(connection);
      }
    });
    expect(await fresh()).toEqual({ ready: true });
  });

  it.runIf(kind === 'postgres')(
    'stays ready while another database on the same server holds the migration lock',
    async () => {
      const check = readinessCheck(server.db, { known: knownMigrations(), cacheMs: 0 });
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
        expect(await check()).toEqual({ ready: true });
      } finally {
        await other.end();
      }
    },
  );

  it('turns 503 at once when the server starts draining, while liveness stays 200', async () => {
    server.app.lifecycle.draining = true;
    try {
      const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        code: 503,
        msg: 'not ready: shutting down',
        data: { status: 'unavailable' },
      });
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      server.app.lifecycle.draining = false;
    }
  });
});

/** A "database" that accepts connections and never says a word. */
async function silentServer(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, sockets };
}

function dbAt(port: number): Db {
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', max: 4 });
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

describe('readiness against a database that does not answer', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
  });
  afterAll(() => {
    for (const socket of silent.sockets) socket.destroy();
    silent.server.close();
  });

  it('answers "unreachable" within its timeout, and does not pile up queries on a stuck database', async () => {
    const check = readinessCheck(dbAt(silent.port), { known: [], timeoutMs: 200, cacheMs: 0 });
    const started = Date.now();
    expect(await check()).toEqual({ ready: false, reason: 'database unreachable' });
    expect(Date.now() - started).toBeLessThan(1500);
    for (let i = 0; i < 3; i++) {
      expect(await check()).toEqual({ ready: false, reason: 'database unreachable' });
    }
    // Only the first check reached for a connection; the others saw it still waiting.
    expect(silent.sockets.length).toBe(1);
  });

  it('answers 503 in the envelope when the database refuses connections', async () => {
    const closed = await silentServer();
    closed.server.close();
    await once(closed.server, 'close');
    const app = Fastify();
    const check = readinessCheck(dbAt(closed.port), { known: [], timeoutMs: 1000, cacheMs: 0 });
    registerHealthRoutes(app, check, { draining: false } as Lifecycle);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      code: 503,
      msg: 'not ready: database unreachable',
      data: { status: 'unavailable' },
    });
    await app.close();
  });
});
