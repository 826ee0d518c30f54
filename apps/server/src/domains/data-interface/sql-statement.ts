import { parse } from 'libpg-query';
import { badField } from '../../http/envelope.js';
import { sqlSyntaxProblem } from './sql-errors.js';

interface ParsedStatement {
  stmt?: Record<string, unknown>;
  /** Byte offsets into the text, as PostgreSQL's parser gives them; a length of 0 runs to the end. */
  stmt_location?: number;
  stmt_len?: number;
}

/**
 * The one SELECT statement (VALUES, TABLE and WITH ... SELECT are SELECTs too) an SQL interface's
 * query holds, placeholders already bound, as PostgreSQL's own parser reads it: without its
 * closing semicolon and whatever comment follows. Anything else, a second statement above all, is
 * a 400 naming `query`. The runner wraps the statement as a subquery under the row cap, so a
 * statement that is one complete SELECT is the whole of what the database runs.
 */
export async function oneSelect(text: string): Promise<string> {
  let statements: ParsedStatement[];
  try {
    statements = ((await parse(text)) as { stmts?: ParsedStatement[] }).stmts ?? [];
  } catch (error) {
    throw sqlSyntaxProblem((error as Error).message);
  }
  const [only] = statements;
  const select = only?.stmt?.SelectStmt as Record<string, unknown> | undefined;
  // SELECT ... INTO creates a table: not a read.
  if (statements.length !== 1 || !only || !select || select.intoClause)
    throw badField('query', 'dataInterface.sqlOneSelect');
  const bytes = Buffer.from(text, 'utf8');
  const start = only.stmt_location ?? 0;
  const end = only.stmt_len ? start + only.stmt_len : bytes.length;
  return bytes.subarray(start, end).toString('utf8');
}
