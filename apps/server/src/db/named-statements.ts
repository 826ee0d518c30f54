import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statement texts the server runs on nearly every request, with the name each connection
 * prepares them under. PostgreSQL parses and plans an unnamed statement again on every call; a
 * named one is parsed once per connection and then only bound and run (the session check: about
 * 0.26 ms a call instead of 0.76 ms on the benchmark machine). Only a few fixed texts are named,
 * since each stays prepared in its connection until the connection closes.
 */
const names = new Map<string, string>();

/** Marks `text` as run often: every pooled PostgreSQL connection prepares it once, by name. */
export function runOften(text: string): void {
  if (!names.has(text)) names.set(text, `fw_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`);
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Tells apart the connections of a pool whose connections share one database session. */
let connectionSerial = 0;

/**
 * Sends the statements marked by `runOften` as named statements on every connection of `pool`.
 * `sharedSession`: the pool's connections all reach one database session (PGlite serves every
 * socket connection from its single session), where two connections preparing the same name would
 * collide; each connection then uses names of its own. The pool must keep such connections open
 * rather than replace idle ones, since a closed connection's statements stay in the session.
 */
export function nameFrequentStatements(pool: pg.Pool, sharedSession = false): void {
  pool.on('connect', (client) => {
    connectionSerial += 1;
    const suffix = sharedSession ? `_${connectionSerial}` : '';
    // The class's own query, looked up at each call rather than kept from connection time.
    const query: Query = (...args) => (Object.getPrototypeOf(client).query as Query).apply(client, args);
    const named: Query = (config, values, callback) => {
      const name = typeof config === 'string' ? names.get(config) : undefined;
      return name
        ? query({ name: `${name}${suffix}`, text: config, values }, callback)
        : query(config, values, callback);
    };
    client.query = named as typeof client.query;
  });
}
