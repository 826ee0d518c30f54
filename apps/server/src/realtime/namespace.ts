import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const KEY = 'realtime.namespace';

/**
 * What names this database's realtime channel and presence keys in a shared Redis: the database's
 * name and a random id stored in it on first use. Every server on this database reads the same
 * id; a server on another database (another installation, or another test) gets another, so the
 * two never hear each other even with databases of the same name on different hosts.
 */
export async function realtimeNamespace(db: Db): Promise<string> {
  await db
    .insertInto('sysConfig')
    .values({ key: KEY, value: randomBytes(9).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('sysConfig')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  return `${rows[0]?.name ?? 'db'}:${value}`;
}
