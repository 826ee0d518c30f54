import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { hashPassword } from '../accounts/passwords.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';

/** The stored hash of a demo password, as if the client had sent its md5. */
export const demoPasswordHash = (plain: string) =>
  hashPassword(createHash('md5').update(plain).digest('hex'));

/**
 * Runs a seed step once per database. A marker row in sys_config records that it ran, so an
 * administrator who deletes a seeded record does not see it come back at the next start.
 * `prepare` runs before the transaction (slow work such as password hashing); the marker is then
 * claimed inside the transaction, so a second server starting on the same PostgreSQL database
 * waits on it instead of seeding twice. Answers whether this call did the seeding.
 */
export async function seedOnce<Prepared>(
  db: Db,
  marker: string,
  prepare: () => Promise<Prepared>,
  apply: (trx: Transaction<Database>, prepared: Prepared) => Promise<void>,
): Promise<boolean> {
  const done = await db.selectFrom('sysConfig').select('key').where('key', '=', marker).executeTakeFirst();
  if (done) return false;
  const prepared = await prepare();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('sysConfig')
      .values({ key: marker, value: '1' })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    await apply(trx, prepared);
    return true;
  });
}
