import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the database as it was at their time, not as the
// current TypeScript types describe it.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('organize')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('manager_id', 'text')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('organize_parent_idx').on('organize').column('parent_id').execute();

  await db.schema
    .createTable('position')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'timestamptz')
    .addColumn('head_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('organize_id', 'text', (c) => c.notNull().references('organize.id'))
    .addColumn('position_id', 'text', (c) => c.references('position.id'))
    .addColumn('manager_id', 'text', (c) => c.references('users.id'))
    .addColumn('is_administrator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_first', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_until', 'timestamptz')
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('classic'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh'))
    .addColumn('portal_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sign_img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Accounts are matched without regard to case, so two may not differ only in case.
  await sql`create unique index users_account_key on users (lower(account))`.execute(db);
  await db.schema.createIndex('users_manager_idx').on('users').column('manager_id').execute();

  await db.schema
    .createTable('user_relation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('user_relation_unique', ['user_id', 'object_type', 'object_id'])
    .execute();

  await db.schema
    .createTable('module')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('en_code', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('url_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_target', 'text', (c) => c.notNull().defaultTo('_self'))
    .addColumn('property_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  for (const table of ['module_button', 'module_column', 'module_form']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('module_id', 'text', (c) => c.notNull().references('module.id').onDelete('cascade'))
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('en_code', 'text', (c) => c.notNull())
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint(`${table}_code_unique`, ['module_id', 'en_code'])
      .execute();
  }

  await db.schema
    .createTable('authorize')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('role_id', 'text', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addUniqueConstraint('authorize_unique', ['role_id', 'item_type', 'item_id'])
    .execute();

  await db.schema
    .createTable('user_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ip_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_address_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();

  await db.schema
    .createTable('login_log')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('login_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ip_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_address_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_log_user_time_idx')
    .on('login_log')
    .columns(['user_id', 'login_time'])
    .execute();

  await db.schema
    .createTable('sys_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'captcha',
    'sys_config',
    'login_log',
    'user_session',
    'authorize',
    'module_form',
    'module_column',
    'module_button',
    'module',
    'user_relation',
    'users',
    'role',
    'position',
    'organize',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
