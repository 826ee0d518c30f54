import { sql } from 'kysely';
import { type Db, restartEmbeddedDatabase } from '../../db/database.js';
import { INTERFACE_READER } from '../../db/migrations/20261205T1000-data-interface-kinds.js';
import { badField } from '../../http/envelope.js';
import type { InterfaceParameter, ParameterType } from './parameters.js';
import { sqlProblem } from './sql-errors.js';
import { oneSelect } from './sql-statement.js';

/** How long one SQL interface may run, and how many rows it may answer. */
export const SQL_LIMITS = { timeoutMs: 5_000, maxRows: 1_000 };

const CASTS: Record<ParameterType, string> = {
  varchar: 'text',
  text: 'text',
  int: 'integer',
  bigint: 'bigint',
  decimal: 'numeric',
  datetime: 'timestamp',
};

/**
 * The statement with each placeholder of a declared parameter (`@field` or `{field}`) turned into
 * a read of the bound parameter array, cast to the parameter's type; values are never spliced in.
 * String literals, quoted names, dollar-quoted text and comments are left as they are, and names
 * that are not declared parameters are not placeholders (`@` is also PostgreSQL's abs operator).
 */
export function bindPlaceholders(statement: string, parameters: readonly InterfaceParameter[]): string {
  const index = new Map(parameters.map((parameter, i) => [parameter.field, i + 1]));
  const bind = (field: string) => {
    const position = index.get(field);
    const parameter = position ? parameters[position - 1] : undefined;
    return position && parameter ? `(($1)[${position}])::${CASTS[parameter.dataType]}` : undefined;
  };
  let out = '';
  let i = 0;
  while (i < statement.length) {
    const rest = statement.slice(i);
    const skipped =
      /^[eE]'(?:[^'\\]|\\.|'')*'?/.exec(rest) ??
      /^'(?:[^']|'')*'?/.exec(rest) ??
      /^"(?:[^"]|"")*"?/.exec(rest) ??
      /^--[^\n]*/.exec(rest) ??
      /^\/\*[\s\S]*?(?:\*\/|$)/.exec(rest) ??
      /^(\$[A-Za-z_]*\$)[\s\S]*?(?:\1|$)/.exec(rest) ??
      /^[A-Za-z_][A-Za-z0-9_$]*/.exec(rest);
    if (skipped) {
      out += skipped[0];
      i += skipped[0].length;
      continue;
    }
    const placeholder = /^@([A-Za-z_][A-Za-z0-9_]*)/.exec(rest) ?? /^\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(rest);
    const bound = placeholder?.[1] !== undefined ? bind(placeholder[1]) : undefined;
    if (placeholder && bound) {
      out += bound;
      i += placeholder[0].length;
      continue;
    }
    out += statement[i];
    i += 1;
  }
  return out;
}

export interface SqlAnswer {
  rows: unknown[];
  /** Set when the query had more rows than the cap, which were left out. */
  truncated: boolean;
}

/** SQLSTATEs a query's author caused, answered as a 400 on `query` in the caller's words (sql-errors.ts). */
const AUTHOR_ERRORS = /^(42|22|0A|25|2B|44|P0|XX|3F|54|21|23|28|53|55|57)/;

/**
 * Runs an SQL interface: in a READ ONLY transaction that is always rolled back, with a statement
 * timeout, as the reader role (which can read only the exposed tables), through the runner
 * function owned by that role, where changing role is refused. The query must be one SELECT
 * (oneSelect), which the runner wraps under a LIMIT of the cap plus one: the database stops there,
 * and no more rows ever reach the server. What the database refuses is a 400 naming `query`;
 * more rows than the cap are cut at the cap and said so.
 */
export async function runSql(
  db: Db,
  kind: 'pglite' | 'postgres',
  statement: string,
  parameters: readonly InterfaceParameter[],
  values: ReadonlyMap<string, string>,
  limits = SQL_LIMITS,
): Promise<SqlAnswer> {
  const text = await oneSelect(bindPlaceholders(statement, parameters));
  const bound = parameters.map((parameter) => {
    const value = values.get(parameter.field) ?? '';
    return value === '' && parameter.dataType !== 'varchar' && parameter.dataType !== 'text' ? null : value;
  });
  if (!(await readerReady(db))) throw badField('query', 'dataInterface.sqlUnavailable');
  const work = db.connection().execute(async (connection) => {
    await sql`begin transaction isolation level repeatable read read only`.execute(connection);
    try {
      await sql
        .raw(`set local statement_timeout = ${Math.max(1, Math.floor(limits.timeoutMs))}`)
        .execute(connection);
      await sql.raw(`set local role ${INTERFACE_READER}`).execute(connection);
      const result = await sql<{
        row: unknown;
      }>`select formwork_interface_query(${text}, ${bound}::text[], ${limits.maxRows + 1}) as row`.execute(
        connection,
      );
      const rows = result.rows.map((row) => row.row);
      return { rows: rows.slice(0, limits.maxRows), truncated: rows.length > limits.maxRows };
    } finally {
      await sql`rollback`.execute(connection);
      // Session-level advisory locks outlive a rollback; the pooled connection must not keep any.
      await sql`select pg_advisory_unlock_all()`.execute(connection);
    }
  });
  // PGlite (PostgreSQL compiled to WebAssembly) has no timer interrupt, so statement_timeout is
  // not enforced there and the statement would hold the one database session for as long as it
  // runs: at the timeout PGlite is restarted, which ends it (its connection closes), and the
  // caller is answered once the database is back.
  let restarted: Promise<void> | undefined;
  const timer =
    kind === 'pglite'
      ? setTimeout(() => {
          restarted = restartEmbeddedDatabase(db) ?? Promise.resolve();
        }, limits.timeoutMs)
      : undefined;
  try {
    return await work;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (restarted) await restarted.catch(() => undefined);
    if (code === '57014' || restarted)
      throw badField('query', 'dataInterface.sqlTimeout', { seconds: limits.timeoutMs / 1000 });
    if (typeof code === 'string' && AUTHOR_ERRORS.test(code)) {
      throw sqlProblem(code, (error as Error).message);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the migration could make the reader role and its runner (it needs CREATEROLE). */
async function readerReady(db: Db): Promise<boolean> {
  const found = await sql<{ ready: boolean }>`
    select to_regprocedure('formwork_interface_query(text, text[], integer)') is not null as ready`.execute(
    db,
  );
  return found.rows[0]?.ready === true;
}
