import { type Kysely, sql } from 'kysely';

// Uploaded files. Each upload is a row of its own with a name the server made up; the bytes are
// kept once per md5 in the file store, so rows of the same content share them and removing one
// row (or a record that held it) never breaks another.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_object')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('md5', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    // The person's own name for the file, only ever used as the name a download is saved under.
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('creator_user_id', 'text', (c) => c.notNull())
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('file_object_md5').on('file_object').column('md5').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_object').ifExists().execute();
}
