import pg from 'pg';

/**
 * Held while a server migrates and seeds a PostgreSQL database. Kysely's migrator locks only its
 * migrations (and creates its own table before locking); the seeds would race too. Another
 * application sharing the database would have to pick this very number to collide with it.
 */
const STARTUP_LOCK_KEY = '7165829430118203861';

/**
 * Runs `start` while holding a session-level advisory lock of the database, on a connection of its
 * own: servers starting together on one database run their start-ups one after the other, and each
 * later one finds the work done. The lock goes with the connection, so a server killed while
 * holding it does not block the next.
 */
export async function withStartupLock<T>(databaseUrl: string, start: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection the database ends while the start-up runs surfaces as the unlock failing below;
  // without a listener it would be an uncaught error.
  client.on('error', (error) => console.warn(`[formwork] start-up lock connection lost: ${error.message}`));
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [STARTUP_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      console.log('[formwork] another server is starting on this database; waiting for it to finish');
      await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
    try {
      return await start();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
