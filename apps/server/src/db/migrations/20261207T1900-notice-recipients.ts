import type { Kysely } from 'kysely';

// A notice's chosen recipients, as JNPF keeps them (F_ToUserIds): "id--user,id--department,
// id--role", comma-separated; empty means every enabled user, as every notice before this did.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('message')
    .addColumn('to_user_ids', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('message').dropColumn('to_user_ids').execute();
}
