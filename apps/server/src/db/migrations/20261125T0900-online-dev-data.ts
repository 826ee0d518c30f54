import { type Kysely, sql } from 'kysely';

// The records of released online-dev models, and each user's column arrangement per menu entry.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // One table for every model: the values are jsonb keyed by vModel. Per-model partial expression
  // indexes on the fields a list sorts and filters by are created at release (online-dev/indexes.ts).
  await db.schema
    .createTable('online_dev_record')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('model_id', 'text', (c) => c.notNull().references('visualdev.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('creator_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_modify_time', 'timestamptz')
    .execute();
  // The default order of every list (newest first, id as tie-break) and the per-model count.
  await sql`create index online_dev_record_model_time_idx
    on online_dev_record (model_id, creator_time desc, id desc)`.execute(db);

  await db.schema
    .createTable('user_column_setting')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('field_list', 'text', (c) => c.notNull())
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('user_column_setting_pk', ['user_id', 'module_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_column_setting').ifExists().execute();
  await db.schema.dropTable('online_dev_record').ifExists().execute();
}
