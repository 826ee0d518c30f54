import { type Kysely, sql } from 'kysely';

// Sign-in by mobile code and by app QR scan, and sub-accounts.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // A sub-account belongs to a main account; it signs in as `<main account's mobile>@<account>`.
  await db.schema
    .alterTable('users')
    .addColumn('main_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('users_main_user_idx').on('users').column('main_user_id').execute();
  await db.schema.createIndex('users_mobile_idx').on('users').column('mobile_phone').execute();

  // One row per code asked for, whether or not the number belongs to anyone: the rate limit
  // counts both alike, so its answers cannot tell a visitor who exists.
  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sms_code_mobile_time_idx')
    .on('sms_code')
    .columns(['mobile', 'created_at'])
    .execute();

  await db.schema
    .createTable('qr_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qr_ticket_expires_idx').on('qr_ticket').column('expires_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qr_ticket').ifExists().execute();
  await db.schema.dropTable('sms_code').ifExists().execute();
  await db.schema.dropIndex('users_mobile_idx').ifExists().execute();
  await db.schema.dropIndex('users_main_user_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('main_user_id').execute();
}
