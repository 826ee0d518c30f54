import { type Kysely, sql } from 'kysely';

// Change stamps: a fresh random version for each kind of data whenever a transaction changes it,
// written by triggers in that same transaction. A server process may keep what it derived from
// the data (a list's total, a user's grants, a parsed model) for as long as the stamp it read
// before deriving it is still the current one; every server sharing the database sees every
// other's writes this way, and so does a write made with plain SQL. Random versions never come
// back, so a value kept under one is never taken for another database's, or a restored one's.
//
// The stamps live in a schema of their own: they describe this database's history, not its
// data, so backups (which copy the public schema) leave them out and a restore with --force,
// which drops the public tables, leaves them be. Everything here may run again on a restore.
//
// The triggers on rows are deferred to the commit, and a transaction writes each stamp once
// (the txid test): a stamp's row is locked only for the moment of a commit, however long the
// transaction that wrote 10,000 records took, and writers of one model never wait on each other
// mid-transaction. (The records of several models written in one transaction are stamped in the
// order written: two such commits crossing at the same instant are a deadlock PostgreSQL breaks
// by failing one, as with any row lock.)
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists formwork_cache`.execute(db);
  await sql`create table if not exists formwork_cache.stamp (
    name text primary key,
    version uuid not null,
    txid bigint not null
  )`.execute(db);

  await sql`create or replace function formwork_cache.bump(stamp_name text) returns void
    language sql as $$
      insert into formwork_cache.stamp as s (name, version, txid)
      values (stamp_name, gen_random_uuid(), txid_current())
      on conflict (name) do update set version = excluded.version, txid = excluded.txid
      where s.txid <> excluded.txid
    $$`.execute(db);

  // One stamp per model's records, named records:<model id>.
  await sql`create or replace function formwork_cache.bump_records() returns trigger
    language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform formwork_cache.bump('records:' || old.model_id); end if;
      if tg_op <> 'DELETE' then perform formwork_cache.bump('records:' || new.model_id); end if;
      return null;
    end $$`.execute(db);
  // A transaction that changes several kinds of data locks their stamps at its commit; taking the
  // shared stamps in the order of their names means two such commits never wait on each other
  // in a circle.
  await sql`create or replace function formwork_cache.bump_named() returns trigger
    language plpgsql as $$
    begin
      perform 1 from formwork_cache.stamp
        where name < tg_argv[0] and not starts_with(name, 'records:') order by name for update;
      perform formwork_cache.bump(tg_argv[0]);
      return null;
    end $$`.execute(db);
  // TRUNCATE fires no row triggers, and cannot be deferred: every stamp it may concern changes.
  await sql`create or replace function formwork_cache.bump_truncated() returns trigger
    language plpgsql as $$
    begin
      if tg_argv[0] = 'records' then
        update formwork_cache.stamp set version = gen_random_uuid() where starts_with(name, 'records:');
      else
        update formwork_cache.stamp set version = gen_random_uuid() where name = tg_argv[0];
      end if;
      return null;
    end $$`.execute(db);

  const watch = async (table: string, stamp: string) => {
    const rowTrigger = sql.id(`${table}_stamp_${stamp}`);
    const truncateTrigger = sql.id(`${table}_truncate_stamp_${stamp}`);
    const bump =
      stamp === 'records'
        ? sql`formwork_cache.bump_records()`
        : sql`formwork_cache.bump_named(${sql.lit(stamp)})`;
    await sql`drop trigger if exists ${rowTrigger} on ${sql.table(table)}`.execute(db);
    await sql`create constraint trigger ${rowTrigger} after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function ${bump}`.execute(db);
    await sql`drop trigger if exists ${truncateTrigger} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${truncateTrigger} after truncate on ${sql.table(table)}
      for each statement execute function formwork_cache.bump_truncated(${sql.lit(stamp)})`.execute(db);
  };

  // What a list's total counts.
  await watch('online_dev_record', 'records');
  // What the menus and grants of a user are made of; whether the user is an administrator is
  // read afresh with the session on every request.
  for (const table of [
    'role',
    'user_relation',
    'authorize',
    'module',
    'module_button',
    'module_column',
    'module_form',
  ])
    await watch(table, 'authorization');
  // The released forms and lists.
  for (const table of ['visualdev', 'visualdev_release']) await watch(table, 'models');
  // What CurrentUser tells about the user: the account, its organisation, positions, roles,
  // manager and previous sign-in.
  for (const table of ['users', 'organize', 'position', 'role', 'user_relation', 'login_log'])
    await watch(table, 'profiles');
  await watch('sys_config', 'system');

  // Run again by a restore, after its tables were dropped without a trigger firing: every stamp
  // there already is changes. A stamp that was never written keeps nothing from being read afresh
  // each time; these start stamped, as do the records of every model that has any.
  await sql`update formwork_cache.stamp set version = gen_random_uuid(), txid = txid_current()`.execute(db);
  for (const stamp of ['authorization', 'models', 'profiles', 'system'])
    await sql`select formwork_cache.bump(${stamp})`.execute(db);
  await sql`select formwork_cache.bump('records:' || model_id)
    from (select distinct model_id from online_dev_record) as models`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop schema if exists formwork_cache cascade`.execute(db);
}
