import type { Kysely } from 'kysely';

// A release may carry a short note from the person releasing ("added the phone field"), shown in
// the design's release history beside the number, the author and the time; a roll back records
// the version it brought back.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('visualdev_release')
    .addColumn('note', 'text')
    .addColumn('rolled_back_from', 'integer')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('visualdev_release').dropColumn('note').dropColumn('rolled_back_from').execute();
}
