import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { trackPool } from '../ops/pool-metrics.js';
import { lockDataDir } from './data-dir-lock.js';
import { beginFirstStart, type FirstStart, FirstStartInterruptedError } from './first-start-marker.js';
import { nameFrequentStatements } from './named-statements.js';
import { startPgliteHost } from './pglite-host.js';
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

function kysely(pool: pg.Pool): Db {
  trackPool(pool);
  // An idle connection the database ends (a restart, an administrator) is dropped and replaced by
  // the pool; without this listener node-postgres would raise it as an uncaught error and stop the server.
  pool.on('error', (error) => console.warn(`[formwork] database connection lost: ${error.message}`));
  // Column names are camel-cased; the keys inside a jsonb value are the user's (a record's vModels)
  // and must come back exactly as stored, so `ext_note` is not read back as `extNote`.
  const camelCase = new CamelCasePlugin({ maintainNestedObjectKeys: true });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase] });
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
    const pool = new pg.Pool({ ...host.connection, max: PGLITE_CONNECTIONS, idleTimeoutMillis: 0 });
    nameFrequentStatements(pool, true);
    const db = kysely(pool);
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
