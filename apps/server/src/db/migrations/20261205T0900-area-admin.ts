import type { Kysely } from 'kysely';

// The 行政区划 screen maintains areas: a note on each, when it last changed, and codes kept
// unique (the seed writes each area's official code as both its id and its code).
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('area')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_modify_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('area_en_code_key').on('area').column('en_code').unique().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('area_en_code_key').ifExists().execute();
  await db.schema.alterTable('area').dropColumn('last_modify_time').dropColumn('description').execute();
}
