import { type Kysely, sql } from 'kysely';

// Portals are designs too: what their cards read decides which data interfaces run for whom, and
// that is kept under the models stamp. A portal write stamps it in the same transaction, as a
// release does (see the change-stamps migration for the stamps and their functions). Everything
// here may run again on a restore.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists portal_stamp_models on portal`.execute(db);
  await sql`create constraint trigger portal_stamp_models
    after insert or update or delete on portal
    deferrable initially deferred for each row
    execute function formwork_cache.bump_named('models')`.execute(db);
  await sql`drop trigger if exists portal_truncate_stamp_models on portal`.execute(db);
  await sql`create trigger portal_truncate_stamp_models after truncate on portal
    for each statement execute function formwork_cache.bump_truncated('models')`.execute(db);
  await sql`select formwork_cache.bump('models')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists portal_stamp_models on portal`.execute(db);
  await sql`drop trigger if exists portal_truncate_stamp_models on portal`.execute(db);
}
