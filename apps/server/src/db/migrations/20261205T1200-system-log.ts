import { type Kysely, sql } from 'kysely';

// The request and error log (系统日志). One table for both kinds: `type` 5 is a request, 4 a
// request that failed on the server (its message and stack in `detail`). Sign-ins stay in
// login_log. Rows carry the user's id only; names are joined when the log is read, so that a
// renamed user shows as they are called now and writing a row costs no lookup.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_log')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ip_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('sys_log_type_time_idx')
    .on('sys_log')
    .columns(['type', 'created_at'])
    .execute();
  // The sweeper deletes sign-ins by time alone.
  await db.schema.createIndex('login_log_time_idx').on('login_log').column('login_time').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_log_time_idx').execute();
  await db.schema.dropTable('sys_log').execute();
}
