import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError, badField } from '../../http/envelope.js';
import { fillAddress } from './http-address.js';
import { callHttp, type HttpLimits, type Resolver } from './http-kind.js';
import { givenParameters, parameterValues, parseParameters } from './parameters.js';
import { runSql, type SQL_LIMITS } from './sql-kind.js';

export const SQL_KIND = 1;
export const STATIC_JSON = 2;
export const HTTP_KIND = 3;

/** Setting keys of data_interface_setting. */
export const ALLOWED_HOSTS = 'allowedHosts';

export interface Caller {
  userId: string;
  ip: string;
  device: string;
  /** Preview, Response, List, Info: which call it is, for the log. */
  type: string;
}

/** Knobs tests turn (short timeouts, a fake resolver); the server uses the defaults. */
export interface RunOptions {
  kind: 'pglite' | 'postgres';
  resolve?: Resolver;
  httpLimits?: HttpLimits;
  sqlLimits?: typeof SQL_LIMITS;
}

export interface RunAnswer {
  data: unknown;
  /** SQL: more rows than the cap were found and left out. */
  truncated?: boolean;
}

/** The host names the administrator allowed HTTP interfaces to reach on any address. */
export async function allowedHosts(db: Db): Promise<string[]> {
  const row = await db
    .selectFrom('dataInterfaceSetting')
    .select('value')
    .where('key', '=', ALLOWED_HOSTS)
    .executeTakeFirst();
  try {
    const list: unknown = JSON.parse(row?.value || '[]');
    return Array.isArray(list) ? list.filter((host): host is string => typeof host === 'string') : [];
  } catch {
    return [];
  }
}

interface HeaderEntry {
  field?: unknown;
  defaultValue?: unknown;
  value?: unknown;
}

/** Headers kept as [{field, defaultValue}] text; 400 naming requestHeaders when malformed. */
export function parseHeaders(text: string): Record<string, string> {
  let list: unknown;
  try {
    list = JSON.parse(text || '[]');
  } catch {
    throw badField('requestHeaders', 'dataInterface.badHeaders');
  }
  if (!Array.isArray(list)) throw badField('requestHeaders', 'dataInterface.badHeaders');
  const headers: Record<string, string> = Object.create(null);
  for (const entry of list as HeaderEntry[]) {
    // A row the table editor left blank is no header.
    if (!entry?.field && !entry?.defaultValue && !entry?.value) continue;
    const name = typeof entry?.field === 'string' ? entry.field.trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/.test(name))
      throw badField('requestHeaders', 'dataInterface.badHeaders');
    if (/^(host|content-length|transfer-encoding|connection)$/i.test(name)) {
      throw badField('requestHeaders', 'dataInterface.badHeaders');
    }
    const value = String(entry.value ?? entry.defaultValue ?? '');
    if (/[\r\n\0]/.test(value)) throw badField('requestHeaders', 'dataInterface.badHeaders');
    headers[name] = value;
  }
  return headers;
}

/** Loads an interface by id or enCode; 400 naming `id` when missing (or disabled, unless `anyState`). */
export async function loadInterface(db: Db, key: string, anyState = false) {
  const found = await db
    .selectFrom('dataInterface')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', key), eb('enCode', '=', key)]))
    .execute();
  const entry = found.find((row) => row.id === key) ?? found[0];
  if (!entry) throw badField('id', 'dataInterface.missing', { key });
  if (!anyState && entry.enabledMark !== 1) throw badField('id', 'dataInterface.disabled', { key });
  return entry;
}

export type InterfaceRow = Awaited<ReturnType<typeof loadInterface>>;

/** Runs an interface of any kind with the given parameters (missing ones take their defaults). */
export async function runInterface(
  db: Db,
  entry: InterfaceRow,
  sent: unknown[],
  options: RunOptions,
): Promise<RunAnswer> {
  const parameters = parseParameters(entry.requestParameters);
  const values = parameterValues(parameters, givenParameters(...sent));
  if (entry.dataType === STATIC_JSON) {
    try {
      return { data: JSON.parse(entry.query || 'null') };
    } catch {
      throw badField('id', 'dataInterface.badJson', { key: entry.enCode });
    }
  }
  if (entry.dataType === SQL_KIND) {
    const answer = await runSql(db, options.kind, entry.query, parameters, values, options.sqlLimits);
    return { data: answer.rows, truncated: answer.truncated };
  }
  if (entry.dataType === HTTP_KIND) {
    const method = entry.requestMethod.toUpperCase() === 'POST' ? 'POST' : 'GET';
    let address = fillAddress(entry.path, values);
    const data = Object.fromEntries(values);
    if (method === 'GET' && values.size) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        throw badField('path', 'dataInterface.httpBadUrl');
      }
      for (const [field, value] of values)
        if (!entry.path.includes(`{${field}}`)) url.searchParams.set(field, value);
      address = url.href;
    }
    const hosts = new Set((await allowedHosts(db)).map((host) => host.toLowerCase()));
    const body = await callHttp(
      { method, url: address, headers: parseHeaders(entry.requestHeaders), body: data },
      hosts,
      { resolve: options.resolve, limits: options.httpLimits },
    );
    return { data: body };
  }
  throw badField('id', 'dataInterface.unsupportedType', { key: entry.enCode });
}

/** runInterface, with a log row of the call: who, when, how long, and whether it answered. */
export async function runLogged(
  db: Db,
  entry: InterfaceRow,
  sent: unknown[],
  caller: Caller,
  options: RunOptions,
): Promise<RunAnswer> {
  const started = Date.now();
  let failure: unknown;
  try {
    return await runInterface(db, entry, sent, options);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    await db
      .insertInto('dataInterfaceLog')
      .values({
        id: randomUUID(),
        interfaceId: entry.id,
        userId: caller.userId,
        invokIp: caller.ip.slice(0, 100),
        invokDevice: caller.device.slice(0, 500),
        invokType: caller.type,
        invokWasteTime: Date.now() - started,
        success: failure === undefined ? 1 : 0,
        message:
          failure === undefined
            ? ''
            : (failure instanceof AppError ? failure.message : 'internal error').slice(0, 2000),
      })
      .execute();
  }
}
