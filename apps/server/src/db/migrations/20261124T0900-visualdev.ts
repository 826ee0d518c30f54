import { type Kysely, sql } from 'kysely';

// Visual development: designs (drafts) and their immutable released versions.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // formData, columnData and tables are JSON text, kept byte for byte as the designer saved them.
  await db.schema
    .createTable('visualdev')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('web_type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_data', 'text')
    .addColumn('column_data', 'text')
    .addColumn('tables', 'text')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_modify_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('visualdev_category_idx').on('visualdev').column('category').execute();

  await db.schema
    .createTable('visualdev_release')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('visualdev_id', 'text', (c) => c.notNull().references('visualdev.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('form_data', 'text', (c) => c.notNull())
    .addColumn('column_data', 'text')
    .addColumn('tables', 'text')
    .addColumn('released_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('released_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('visualdev_release_version_unique', ['visualdev_id', 'version'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visualdev_release').ifExists().execute();
  await db.schema.dropTable('visualdev').ifExists().execute();
}
