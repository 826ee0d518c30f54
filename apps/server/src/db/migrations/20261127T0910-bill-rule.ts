import { type Kysely, sql } from 'kysely';

// Bill rules: numbered documents (请假单 QJ202611270001). date_part and this_number are the
// counter's state: the date part of the last number issued and how many were issued under it.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('bill_rule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prefix', 'text', (c) => c.notNull().defaultTo(''))
    // no | YYYY | YYYYMM | YYYYMMDD | YYYYMMDDHH | YYYYMMDDHHmm | YYYYMMDDHHmmss | YYYYMMDDHHmmssSSS
    .addColumn('date_format', 'text', (c) => c.notNull().defaultTo('no'))
    .addColumn('digit', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('start_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('suffix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('example', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_part', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('this_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('output_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bill_rule').ifExists().execute();
}
