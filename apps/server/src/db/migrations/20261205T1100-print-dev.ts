import { type Kysely, sql } from 'kysely';

// Print templates (打印模板): HTML with {field} placeholders filled from a record of the linked
// online-dev form; page_param is JSON text of the paper size, orientation and margins.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('print_dev')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    // 1 flow form, 2 function form, as JNPF's 模板类型.
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('form_id', 'text')
    .addColumn('print_template', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page_param', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'text')
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_user_id', 'text')
    .addColumn('last_modify_time', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('print_dev').ifExists().execute();
}
