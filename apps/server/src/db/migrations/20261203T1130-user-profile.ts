import { type Kysely, sql } from 'kysely';

// The personal details the user administration form keeps beside the account: all optional, so
// existing users keep empty texts. Dictionary-backed ones (nation, education, certificate type)
// hold the chosen dictionary item's id.
const TEXT_COLUMNS = [
  'nation',
  'native_place',
  'certificates_type',
  'certificates_number',
  'education',
  'tele_phone',
  'landline',
  'urgent_contacts',
  'urgent_tele_phone',
  'postal_address',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  let alter = db.schema.alterTable('users').addColumn('entry_date', 'timestamptz');
  for (const column of TEXT_COLUMNS)
    alter = alter.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  await alter.execute();
  // The list pages by sort code, then newest first.
  await sql`create index users_list_order_idx on users (sort_code, creator_time desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_list_order_idx').ifExists().execute();
  let alter = db.schema.alterTable('users').dropColumn('entry_date');
  for (const column of TEXT_COLUMNS) alter = alter.dropColumn(column);
  await alter.execute();
}
