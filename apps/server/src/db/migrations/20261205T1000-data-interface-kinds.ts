import { type Kysely, sql } from 'kysely';

/** The role SQL data interfaces run as; it can read only the tables an administrator exposes. */
export const INTERFACE_READER = 'formwork_interface_reader';

// Data interfaces of all three kinds (SQL, static JSON, HTTP), their call log and their settings.
// SQL interfaces run inside a SECURITY DEFINER function owned by a NOLOGIN role that holds USAGE on
// the schema and SELECT on the exposed tables only: inside such a function the database refuses
// changing `role` or `session_authorization` (set_config included), so a query cannot climb back
// to the server's own role. The role is shared by every database of the cluster (roles are
// cluster-wide), so it is created only when missing and never dropped by one database's down().
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('data_interface')
    .addColumn('category_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_method', 'text', (c) => c.notNull().defaultTo('GET'))
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_parameters', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('request_headers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('check_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('property_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_modify_user_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('data_interface_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('interface_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invok_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('invok_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invok_device', 'text', (c) => c.notNull().defaultTo(''))
    // Preview, Response, List, Info...: which call it was.
    .addColumn('invok_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invok_waste_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('success', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('data_interface_log_interface_idx')
    .on('data_interface_log')
    .columns(['interface_id', 'invok_time'])
    .execute();
  // Settings of the kinds as a whole, e.g. the host names HTTP interfaces may reach on private addresses.
  await db.schema
    .createTable('data_interface_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Creating a role needs CREATEROLE; without it SQL interfaces stay unavailable (they answer a
  // 400 saying so) rather than the server failing to start. Concurrent first starts of two
  // databases in one cluster may race on the name, which is the same outcome as it existing.
  await sql
    .raw(`
    do $$
    begin
      if not exists (select from pg_roles where rolname = '${INTERFACE_READER}') then
        begin
          create role ${INTERFACE_READER} nologin;
        exception when duplicate_object or unique_violation then null;
        end;
      end if;
      execute format('grant ${INTERFACE_READER} to %I', current_user);
      execute format('grant usage on schema %I to ${INTERFACE_READER}', current_schema());
    exception when insufficient_privilege then
      raise notice 'SQL data interfaces unavailable: %', sqlerrm;
    end $$`)
    .execute(db);
  // Replaced when present: a restore may migrate a database that kept the runner while its tables were dropped.
  // The runner: the statement as a subquery (so only a query fits), its rows as JSON, at most
  // `cap` of them; parameters are the array $1, which placeholders read with a cast.
  await sql
    .raw(`
    do $$
    begin
      if exists (select from pg_roles where rolname = '${INTERFACE_READER}') then
        create or replace function formwork_interface_query(statement text, params text[], cap integer)
          returns setof json language plpgsql security definer as $body$
        begin
          return query execute format('select row_to_json(t) from (%s
) t limit %s', statement, cap) using params;
        end $body$;
        revoke all on function formwork_interface_query(text, text[], integer) from public;
        execute format('grant create on schema %I to ${INTERFACE_READER}', current_schema());
        alter function formwork_interface_query(text, text[], integer) owner to ${INTERFACE_READER};
        execute format('revoke create on schema %I from ${INTERFACE_READER}', current_schema());
      end if;
    exception when insufficient_privilege then
      raise notice 'SQL data interfaces unavailable: %', sqlerrm;
    end $$`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists formwork_interface_query(text, text[], integer)`.execute(db);
  await db.schema.dropTable('data_interface_setting').ifExists().execute();
  await db.schema.dropTable('data_interface_log').ifExists().execute();
  await db.schema
    .alterTable('data_interface')
    .dropColumn('category_id')
    .dropColumn('request_method')
    .dropColumn('path')
    .dropColumn('request_parameters')
    .dropColumn('request_headers')
    .dropColumn('check_type')
    .dropColumn('property_json')
    .dropColumn('creator_user_id')
    .dropColumn('last_modify_user_id')
    .execute();
}
