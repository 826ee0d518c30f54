import { type Kysely, sql } from 'kysely';

// Administrative areas of China (province, city, district) for the address picker. The id is the
// official GB/T 2260 code, so a stored address stays meaningful when the table is reloaded.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('area')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // '-1' above the provinces, as the picker's root call names it.
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull())
    // 1 province, 2 city, 3 district.
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('area_parent_idx').on('area').columns(['parent_id', 'sort_code']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('area').ifExists().execute();
}
