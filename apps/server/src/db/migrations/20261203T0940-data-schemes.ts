import { type Kysely, sql } from 'kysely';

// Data permission schemes (数据权限方案): which records of a menu entry's model a role sees.
// - module_data_scheme: one scheme of a menu entry; kind all | own | ownDepartment |
//   ownDepartmentAndBelow | ownOrganisation | condition. condition_json holds, for kind
//   condition, a JSON list of {field, op, value} rows joined by AND.
// - authorize.item_type 'dataScheme' grants a role a scheme (item_id = the scheme's id). A role
//   granted several schemes of one entry sees the records any of them allows.
// - A scheme's change stamps the authorization stamp, as a grant's does, so that the grants
//   kept per user are read again after any change to a scheme.
// - Own and department schemes select records by creator: an index on (model, creator) keeps
//   "my records" quick in a large model.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('module_data_scheme')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module_id', 'text', (c) => c.notNull().references('module.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('all', 'own', 'ownDepartment', 'ownDepartmentAndBelow', 'ownOrganisation', 'condition')`,
        ),
    )
    .addColumn('condition_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('module_data_scheme_code_unique', ['module_id', 'en_code'])
    .execute();

  await sql`create constraint trigger module_data_scheme_stamp_authorization
    after insert or update or delete on module_data_scheme
    deferrable initially deferred for each row
    execute function formwork_cache.bump_named('authorization')`.execute(db);
  await sql`create trigger module_data_scheme_truncate_stamp_authorization
    after truncate on module_data_scheme
    for each statement execute function formwork_cache.bump_truncated('authorization')`.execute(db);

  await sql`create index online_dev_record_model_creator_idx
    on online_dev_record (model_id, creator_user_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists online_dev_record_model_creator_idx`.execute(db);
  await db.deleteFrom('authorize').where('item_type', '=', 'dataScheme').execute();
  await db.schema.dropTable('module_data_scheme').ifExists().execute();
}
