import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { INTERFACE_READER } from '../../db/migrations/20261205T1000-data-interface-kinds.js';
import { badField } from '../../http/envelope.js';

/**
 * Tables that hold secrets or the server's own bookkeeping: sign-in (password hashes, sessions,
 * codes, tickets), settings (mail and SMS credentials), the interfaces themselves (HTTP headers
 * may carry tokens) and the migration ledger. They are never exposed to SQL interfaces.
 */
const NEVER_EXPOSED = new Set([
  'users',
  'user_session',
  'login_log',
  'login_ip_failure',
  'sys_config',
  'captcha',
  'sms_code',
  'qr_ticket',
  'data_interface',
  'data_interface_log',
  'data_interface_setting',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** A column whose name says it keeps a secret makes its whole table unexposable. */
const SECRET_COLUMN = /(password|passwd|secret|token|salt|credential|private_?key|api_?key)/i;

export interface TableChoice {
  name: string;
  /** The table's comment, if any, to help the administrator choose. */
  description: string;
  exposed: boolean;
  /** Why it may not be exposed ('' when it may). */
  refused: '' | 'secret';
}

/** The application's tables in the current schema, whether each is exposed, and which may not be. */
export async function tableChoices(db: Db): Promise<TableChoice[]> {
  const found = await sql<{
    name: string;
    description: string | null;
    exposed: boolean;
    secretColumns: number;
  }>`
    select c.relname as name,
      obj_description(c.oid, 'pg_class') as description,
      exists (select from pg_roles where rolname = ${INTERFACE_READER})
        and has_table_privilege(${INTERFACE_READER}, c.oid, 'SELECT') as exposed,
      (select count(*)::int from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          and a.attname ~* ${SECRET_COLUMN.source}) as secret_columns
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
    order by c.relname`.execute(db);
  return found.rows.map((row) => ({
    name: row.name,
    description: row.description ?? '',
    exposed: row.exposed,
    refused: NEVER_EXPOSED.has(row.name) || row.secretColumns > 0 ? 'secret' : '',
  }));
}

/**
 * Makes exactly the named tables readable by SQL interfaces (granting and revoking SELECT to the
 * reader role), in one transaction; 400 naming `tables` for an unknown or secret-holding table.
 */
export async function setExposedTables(db: Db, names: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const choices = new Map((await tableChoices(trx)).map((choice) => [choice.name, choice]));
    for (const name of names) {
      const choice = choices.get(name);
      if (!choice) throw badField('tables', 'dataInterface.noSuchTable', { name });
      if (choice.refused) throw badField('tables', 'dataInterface.secretTable', { name });
    }
    const roles = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_roles where rolname = ${INTERFACE_READER}`.execute(trx);
    if (!roles.rows[0]?.n) throw badField('tables', 'dataInterface.sqlUnavailable');
    const wanted = new Set(names);
    for (const choice of choices.values()) {
      const table = sql.id(choice.name);
      if (wanted.has(choice.name) && !choice.exposed) {
        await sql`grant select on ${table} to ${sql.id(INTERFACE_READER)}`.execute(trx);
      } else if (!wanted.has(choice.name) && choice.exposed) {
        await sql`revoke select on ${table} from ${sql.id(INTERFACE_READER)}`.execute(trx);
      }
    }
  });
}
