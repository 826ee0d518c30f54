import { type AppError, badField } from '../../http/envelope.js';
import type { MessageKey } from '../../http/i18n/index.js';

/** Names are cut short: a message is read in a toast, and a name may be anything the author wrote. */
const NAME_LIMIT = 80;
const short = (name: string) => (name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT)}…` : name);

const nameIn = (message: string, pattern: RegExp) => {
  const name = pattern.exec(message)?.[1];
  return name ? short(name) : undefined;
};

/** The words of a syntax error, from PostgreSQL's parser (the server's or libpg-query's). */
function syntaxProblem(message: string): [MessageKey, Record<string, string>?] {
  if (/at end of input/.test(message)) return ['dataInterface.sqlSyntaxEnd'];
  const token = nameIn(message, /at or near ("(?:[^"]|"")*")/);
  return token ? ['dataInterface.sqlSyntaxNear', { token }] : ['dataInterface.sqlSyntax'];
}

/** What PostgreSQL refused as the reader role, by the kind of object it names. */
function deniedProblem(message: string): [MessageKey, Record<string, string>?] {
  const table = nameIn(message, /permission denied for (?:table|view|relation|sequence) (\S+)/);
  if (table) return ['dataInterface.sqlDeniedTable', { name: table }];
  const fn = nameIn(message, /permission denied for function (\S+)/);
  if (fn) return ['dataInterface.sqlDeniedFunction', { name: fn }];
  return ['dataInterface.sqlDenied'];
}

/**
 * A query the database refused, as a sentence in the caller's language naming `query`, rather
 * than the driver's English: its SQLSTATE says what went wrong, and the message only lends the
 * name it is about. Codes without words of their own answer the code, which the author can look up.
 */
export function sqlProblem(code: string, message: string): AppError {
  const [key, params] = problemOf(code, message);
  return badField('query', key, params);
}

function problemOf(code: string, message: string): [MessageKey, Record<string, string>?] {
  switch (code) {
    case '42601':
      return syntaxProblem(message);
    case '42P01': {
      const name = nameIn(message, /relation "((?:[^"]|"")*)" does not exist/);
      return name ? ['dataInterface.sqlUnknownTable', { name }] : ['dataInterface.sqlInvalid', { code }];
    }
    case '42703': {
      const name = nameIn(message, /column "?((?:[^"]|"")*?)"? does not exist/);
      return name ? ['dataInterface.sqlUnknownColumn', { name }] : ['dataInterface.sqlInvalid', { code }];
    }
    case '42883': {
      const name = nameIn(message, /function (\S+?\([^)]*\)) does not exist/);
      return name ? ['dataInterface.sqlUnknownFunction', { name }] : ['dataInterface.sqlInvalid', { code }];
    }
    case '42501':
      return deniedProblem(message);
    // A write inside the read-only transaction, however it was spelled (a function, WITH ... DELETE).
    case '25006':
      return ['dataInterface.sqlReadOnly'];
    case '0A000':
      return /data-modifying/.test(message)
        ? ['dataInterface.sqlReadOnly']
        : ['dataInterface.sqlFailed', { code }];
  }
  if (code.startsWith('22')) return ['dataInterface.sqlBadValue'];
  if (code.startsWith('42')) return ['dataInterface.sqlInvalid', { code }];
  return ['dataInterface.sqlFailed', { code }];
}

/** A statement PostgreSQL's parser could not read, as `sqlProblem` words a syntax error. */
export const sqlSyntaxProblem = (message: string): AppError => sqlProblem('42601', message);
