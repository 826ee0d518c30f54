import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { trackPool } from '../ops/pool-metrics.js';
import { lockDataDir } from './data-dir-lock.js';
import { beginFirstStart, type FirstStart, FirstStartInterruptedError } from './first-start-marker.js';
import { nameFrequentStatements } from './named-statements.js';
import { type PgliteHost, startPgliteHost } from './pglite-host.js';
import type { Database } from './tables.js';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set while a PGlite data directory is being set up for the first time (or finished being set up). */
  firstStart?: FirstStart;
  close(): Promise<void>;
}

/**
 * Connections the PGlite socket multiplexes; PGlite runs one query at a time, but several
 * connections keep it busy while the server prepares the next query. Measured with `npm run bench`
 * (CurrentUser, 10 clients): 1 -> 45 req/s, 4 -> 125-166, 8 -> 180-186, 16 -> 80.
 */
const PGLITE_CONNECTIONS = 8;

// Timestamps with time zone come back as Date (pg's default); bigint counts as number, since the
// counts and sums this server reads stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How to stop the statement an embedded database is running, by the database handle. */
const restarts = new WeakMap<Db, () => Promise<void>>();

/**
 * Stops whatever the embedded database (PGlite) is running by restarting it, and settles when it
 * answers again; connections open at that moment are closed. Undefined for PostgreSQL, which
 * stops a statement itself when its statement_timeout passes.
 */
export function restartEmbeddedDatabase(db: Db): Promise<void> | undefined {
  return restarts.get(db)?.();
}

/**
 * node-postgres clients that wait while PGlite restarts instead of failing to find its socket, so
 * a request that arrives during a restart is answered once it is over.
 */
function clientWaitingFor(host: PgliteHost): typeof pg.Client {
  return class WaitingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // A restart closes the connections that are checked out too; the code holding one learns
      // it from its next query, and without a listener node-postgres would raise the closing as
      // an uncaught error and stop the server.
      this.on('error', () => undefined);
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    override connect(
      callback?: (error: Error | null, client?: pg.Client) => void,
    ): Promise<pg.Client> | undefined {
      const connected = host.ready().then(() => super.connect());
      if (!callback) return connected;
      connected.then((client) => callback(null, client), callback);
      return undefined;
    }
  };
}

/**
 * @param ready settles when the database answers; a connection is checked out of the pool only
 * then, so a request that arrives while PGlite restarts is not handed a pooled connection the
 * restart is closing.
 */
function kysely(pool: pg.Pool, ready?: () => Promise<void>): Db {
  trackPool(pool);
  // An idle connection the database ends (a restart, an administrator) is dropped and replaced by
  // the pool; without this listener node-postgres would raise it as an uncaught error and stop the server.
  pool.on('error', (error) => console.warn(`[formwork] database connection lost: ${error.message}`));
  // Column names are camel-cased; the keys inside a jsonb value are the user's (a record's vModels)
  // and must come back exactly as stored, so `ext_note` is not read back as `extNote`.
  const camelCase = new CamelCasePlugin({ maintainNestedObjectKeys: true });
  const checkout = ready
    ? {
        async connect() {
          await ready();
          return pool.connect();
        },
        end: () => pool.end(),
      }
    : pool;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: checkout }), plugins: [camelCase] });
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    nameFrequentStatements(pool);
    const db = kysely(pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const unlock = await lockDataDir(options.dataDir);
  try {
    const databaseDir = join(options.dataDir, 'pglite');
    const firstStart = await beginFirstStart(options.dataDir, databaseDir);
    const host = await startPgliteHost(databaseDir, PGLITE_CONNECTIONS).catch((error: unknown) => {
      // A directory a killed first start left half-made is reported as such, and left as it is.
      throw firstStart?.interrupted ? new FirstStartInterruptedError(options.dataDir, error) : error;
    });
    // Idle connections stay open (they cost nothing in-process), so the statements each one
    // prepares in PGlite's single session are prepared once for the server's life.
    const pool = new pg.Pool({
      ...host.connection,
      max: PGLITE_CONNECTIONS,
      idleTimeoutMillis: 0,
      Client: clientWaitingFor(host),
    });
    nameFrequentStatements(pool, true);
    const db = kysely(pool, () => host.ready());
    restarts.set(db, () => host.restart());
    return {
      db,
      kind: 'pglite',
      firstStart,
      async close() {
        await db.destroy();
        await host.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
