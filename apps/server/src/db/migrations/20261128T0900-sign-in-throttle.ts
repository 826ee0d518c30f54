import type { Kysely } from 'kysely';

// Failed sign-ins per client address. Kept in the database rather than in a process, so that
// several server instances over one PostgreSQL share the count and an attacker gains nothing by
// landing on another instance. One row per address and window: the table stays as small as the
// number of addresses that failed lately.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_ip_failure')
    .addColumn('ip_address', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_ip_failure_window_idx')
    .on('login_ip_failure')
    .column('window_start')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_ip_failure').ifExists().execute();
}
