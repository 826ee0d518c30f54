import type { Kysely } from 'kysely';

// What the 菜单管理 screen keeps about a menu entry's resources beyond their name and code:
// - a note (description) on every button, list column and form field;
// - buttons may be filed under another button of the same entry (parent_id '-1' at the top);
// - list columns and form fields name the table they are bound to, how it relates to the main
//   table (field_rule 0 main, 1 secondary one-to-one, 2 child one-to-many) and, for a child
//   table, the form's child-table control (child_table_key);
// - module_data_authorize: the fields a data permission scheme's conditions may be written on,
//   with the comparisons offered for each and the value it compares with.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('module_button')
    .addColumn('parent_id', 'text', (c) => c.notNull().defaultTo('-1'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const table of ['module_column', 'module_form']) {
    await db.schema
      .alterTable(table)
      .addColumn('bind_table', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('field_rule', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('child_table_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .createTable('module_data_authorize')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module_id', 'text', (c) => c.notNull().references('module.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('string'))
    .addColumn('condition_symbol', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('condition_text', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('bind_table', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('field_rule', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('child_table_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('module_data_authorize_module_idx')
    .on('module_data_authorize')
    .column('module_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('module_data_authorize').ifExists().execute();
  for (const table of ['module_column', 'module_form']) {
    await db.schema
      .alterTable(table)
      .dropColumn('bind_table')
      .dropColumn('field_rule')
      .dropColumn('child_table_key')
      .dropColumn('description')
      .execute();
  }
  await db.schema.alterTable('module_button').dropColumn('parent_id').dropColumn('description').execute();
}
