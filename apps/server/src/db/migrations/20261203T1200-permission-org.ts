import { type Kysely, sql } from 'kysely';

// What the administration of organisations, positions, roles and groups keeps beyond the pickers:
// - a company's business details (short name, industry, bank ...) as JSON text;
// - a position's kind (岗位类型);
// - whether a role is global or belongs to organisations, and which (role_organize); roles that
//   existed before stay global, as they were used;
// - the administrators of an organisation (分级管理) with what they may do on its own level and
//   on the levels below;
// - when positions, roles and groups were last changed.
// Member lists look users up by the object they are related to, hence the index on user_relation.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .alterTable('organize')
    .addColumn('property_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('position')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .alterTable('role')
    .addColumn('global_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .alterTable('permission_group')
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // An organisation is not deleted while a role belongs to it (no cascade): the role would be
  // left belonging nowhere.
  await db.schema
    .createTable('role_organize')
    .addColumn('role_id', 'text', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id'))
    .addPrimaryKeyConstraint('role_organize_pkey', ['role_id', 'organize_id'])
    .execute();
  await db.schema
    .createIndex('role_organize_organize_idx')
    .on('role_organize')
    .column('organize_id')
    .execute();

  await db.schema
    .createTable('organize_administrator')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('this_layer_add', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('this_layer_edit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('this_layer_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_layer_add', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_layer_edit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_layer_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('organize_administrator_unique', ['organize_id', 'user_id'])
    .execute();

  await db.schema
    .createIndex('user_relation_object_idx')
    .on('user_relation')
    .columns(['object_id', 'object_type'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_relation_object_idx').ifExists().execute();
  await db.schema.dropTable('organize_administrator').ifExists().execute();
  await db.schema.dropTable('role_organize').ifExists().execute();
  await db.schema.alterTable('permission_group').dropColumn('last_modify_time').execute();
  await db.schema.alterTable('role').dropColumn('global_mark').dropColumn('last_modify_time').execute();
  await db.schema.alterTable('position').dropColumn('type').dropColumn('last_modify_time').execute();
  await db.schema.alterTable('organize').dropColumn('property_json').execute();
}
