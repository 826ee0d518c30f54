import { type Kysely, sql } from 'kysely';

// Data dictionaries: named lists of codes (性别, 请假类型...) that option widgets and the left tree of
// a list read by type id or enCode. A type's items form a tree when the type says so.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  // parent_id groups types into categories; '0' is the root, as the Selector calls name it.
  await db.schema
    .createTable('dictionary_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('is_tree', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // An item's enCode is unique within its type: a field may store the code instead of the id.
  await db.schema
    .createTable('dictionary_data')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dictionary_type_id', 'text', (c) =>
      c.notNull().references('dictionary_type.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('dictionary_data_type_code_unique', ['dictionary_type_id', 'en_code'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dictionary_data').ifExists().execute();
  await db.schema.dropTable('dictionary_type').ifExists().execute();
}
