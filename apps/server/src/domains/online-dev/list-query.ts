import { createHash } from 'node:crypto';
import type { OnlineDevRow, PageQuery } from '@formwork/schema';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Session } from '../../accounts/sessions.js';
import { recordsStamp, StampedCache } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import type { DataScope } from './data-scope.js';
import type { CellGrants } from './grants.js';
import { type Condition, dataValue, filterConditions, keywordCondition } from './list-filters.js';
import type { Model } from './model.js';
import { grantedCells } from './records.js';

/** Grouped and unpaged lists ask for 10000 rows. */
export const MAX_PAGE_SIZE = 10_000;

/**
 * The record's own times may be sorted by too; they are row keys of every list. A Map, because
 * sidx is the client's text: on a plain object `constructor` or `__proto__` would find a member
 * of every object and be taken for a column.
 */
const RECORD_TIMES: ReadonlyMap<string, string> = new Map([
  ['creatorTime', 'creator_time'],
  ['lastModifyTime', 'last_modify_time'],
]);

/** A list query as it arrives: an empty sort means "the default", like an absent one. */
export type ListInput = Omit<PageQuery, 'sort'> & { sort?: string };

export interface Ordering {
  key: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/**
 * sidx must be a data field of the form (or a record time); without one the list's defaultSidx
 * and sort apply, else newest first. The id breaks ties in the same direction, so that one index
 * serves the whole order and a page never repeats or skips a row. A field outside `shown` orders
 * nothing: the order alone would rank the hidden values. Asking for it is refused, except for the
 * list's defaultSidx, which the client sends whatever this user's grants are and which is then
 * passed over as the default is.
 */
export function orderingOf(
  model: Model,
  query: Pick<ListInput, 'sidx' | 'sort'>,
  shown: ReadonlySet<string>,
): Ordering {
  const sidx = query.sidx?.trim();
  if (sidx) {
    const direction = query.sort === 'asc' ? 'asc' : 'desc';
    const time = RECORD_TIMES.get(sidx);
    if (model.fields.has(sidx)) {
      if (shown.has(sidx)) return { key: dataValue(sidx), direction };
      if (sidx !== model.list.defaultSidx)
        throw badField('sidx', 'onlineDev.fieldNotGranted', { vModel: sidx });
    } else if (time) {
      return { key: sql.ref(time), direction };
    } else {
      throw badField('sidx', 'onlineDev.notFormField', { vModel: sidx });
    }
  }
  const fallback = model.list.defaultSidx;
  const direction = (query.sort || model.list.sort) === 'asc' ? 'asc' : 'desc';
  if (fallback && model.fields.has(fallback) && shown.has(fallback))
    return { key: dataValue(fallback), direction };
  return { key: sql.ref('creator_time'), direction };
}

export interface RecordQuery {
  model: Model;
  conditions: Condition[];
  ordering: Ordering;
}

/**
 * Every condition of a list query, checked against the released list before anything runs.
 * `shown`: the fields this user's rows carry; only those may sort, filter or match the keyword.
 * `scope`: the records this user's data permissions reach, when they narrow them.
 */
export function recordQuery(
  model: Model,
  query: ListInput,
  shown: ReadonlySet<string>,
  scope?: DataScope,
): RecordQuery {
  const conditions = filterConditions(model, query.queryJson, shown);
  const keyword = keywordCondition(model, query.keyword, shown);
  if (keyword) conditions.push(keyword);
  if (scope) conditions.push(scope.condition);
  return { model, conditions, ordering: orderingOf(model, query, shown) };
}

function where(query: RecordQuery): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join([sql`model_id = ${query.model.id}`, ...query.conditions], sql` and `)}`;
}

export interface StoredRow {
  id: string;
  data: Record<string, unknown>;
  creatorTime: Date;
  lastModifyTime: Date | null;
}

/** One page of matching records, in order; the database pages, never this process. */
export async function fetchPage(
  db: Db,
  query: RecordQuery,
  offset: number,
  limit: number,
): Promise<StoredRow[]> {
  const { key, direction } = query.ordering;
  const dir = sql.raw(direction);
  const { rows } = await sql<StoredRow>`
    select id, data, creator_time, last_modify_time from online_dev_record
    where ${where(query)}
    order by ${key} ${dir}, id ${dir}
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function countRecords(db: Db, query: RecordQuery): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from online_dev_record where ${where(query)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Totals of list queries, by model and conditions, kept while the model's records are unchanged. */
const totals = new StampedCache<number>(2000);
/** Counts under way, so that many requests for one total after a write run one count. */
const counting = new Map<string, Promise<number>>();
/** Pages of list queries, kept likewise; only pages of at most KEPT_PAGE_ROWS rows are kept. */
const pages = new StampedCache<StoredRow[]>(1000);
const KEPT_PAGE_ROWS = 100;

const digest = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/**
 * One page of a list and the exact number of records it pages through. A count over 100,000
 * records costs tens of milliseconds where the page costs under one, and lists are read far more
 * often than written: both are kept, and answered again while the stamp of the model's records
 * still reads as it did before they were read, that is with no write to the model's records
 * since, by any server or by plain SQL. A count or page that runs after the stamp was read and
 * sees a later write is kept under the older stamp, which no later request reads again.
 */
export async function fetchListPage(
  db: Db,
  query: RecordQuery,
  offset: number,
  limit: number,
): Promise<{ rows: StoredRow[]; total: number }> {
  return fetchPreparedPage(db, keyed(db, query), offset, limit);
}

/** A list query with the keys its total and its pages are kept under. */
export interface PreparedQuery {
  query: RecordQuery;
  /** The model and the compiled conditions: equal for any two queries that match the same rows. */
  totalKey: string;
  /** The compiled order, which with the conditions, offset and size names a page. */
  orderKey: string;
}

function keyed(db: Db, query: RecordQuery): PreparedQuery {
  const conditions = where(query).compile(db);
  const order = sql`${query.ordering.key} ${sql.raw(query.ordering.direction)}`.compile(db);
  return {
    query,
    totalKey: digest([query.model.id, conditions.sql, conditions.parameters]),
    orderKey: digest([order.sql, order.parameters]),
  };
}

/**
 * Prepared list queries by model and input. A released model is one object until it changes,
 * and users re-ask the same few queries (paging, refreshing), so parsing the filters, building
 * and compiling the SQL and hashing it happen once per model, input and visible fields; a
 * changed model is a new object and starts afresh.
 */
const preparedByDb = new WeakMap<Db, WeakMap<Model, Map<string, PreparedQuery>>>();
const PREPARED_PER_MODEL = 200;

/** `recordQuery` and the keys of its results, worked out once per model, input, `shown` and scope. */
export function prepareListQuery(
  db: Db,
  model: Model,
  input: ListInput,
  shown: ReadonlySet<string>,
  scope?: DataScope,
): PreparedQuery {
  const byModel = preparedByDb.get(db) ?? new WeakMap<Model, Map<string, PreparedQuery>>();
  preparedByDb.set(db, byModel);
  const byInput = byModel.get(model) ?? new Map<string, PreparedQuery>();
  byModel.set(model, byInput);
  const inputKey = JSON.stringify([
    input.queryJson,
    input.keyword,
    input.sidx,
    input.sort,
    [...shown],
    scope?.key,
  ]);
  const kept = byInput.get(inputKey);
  if (kept) return kept;
  // A refused input throws here and is never kept.
  const prepared = keyed(db, recordQuery(model, input, shown, scope));
  if (byInput.size >= PREPARED_PER_MODEL) byInput.delete(byInput.keys().next().value as string);
  byInput.set(inputKey, prepared);
  return prepared;
}

/**
 * `fetchListPage` for a prepared query. `readWithSession`: the model's records stamp as the
 * session's statement read it, which is before any read here, as a kept value's stamp must be.
 */
export async function fetchPreparedPage(
  db: Db,
  prepared: PreparedQuery,
  offset: number,
  limit: number,
  readWithSession?: Session['records'],
): Promise<{ rows: StoredRow[]; total: number }> {
  const { query, totalKey, orderKey } = prepared;
  const version =
    readWithSession?.modelId === query.model.id
      ? readWithSession.version
      : await recordsVersion(db, query.model.id);
  const pageKey = `${totalKey}.${orderKey}.${offset}.${limit}`;
  const page = () => fetchPage(db, query, offset, limit);
  const [pageRows, total] = await Promise.all([
    limit <= KEPT_PAGE_ROWS ? pages.through(pageKey, version, page) : page(),
    totalOf(db, query, totalKey, version),
  ]);
  return { rows: pageRows, total };
}

async function recordsVersion(db: Db, modelId: string): Promise<string | undefined> {
  const { rows } = await sql<{ version: string }>`
    select version::text from formwork_cache.stamp where name = ${recordsStamp(modelId)}`.execute(db);
  return rows[0]?.version;
}

async function totalOf(
  db: Db,
  query: RecordQuery,
  key: string,
  version: string | undefined,
): Promise<number> {
  const kept = totals.get(key, version);
  if (kept !== undefined) return kept;
  if (version === undefined) return countRecords(db, query);
  const running = `${key}:${version}`;
  let count = counting.get(running);
  if (!count) {
    count = countRecords(db, query).finally(() => counting.delete(running));
    counting.set(running, count);
  }
  const total = await count;
  totals.set(key, version, total);
  return total;
}

/** Only the values of `keys`: what a list row or an export may carry for one user. */
export function onlyKeys(data: Record<string, unknown>, keys: ReadonlySet<string>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    // A stored key `__proto__` would set the row's prototype rather than a value.
    if (key !== '__proto__' && Object.hasOwn(data, key)) kept[key] = data[key];
  }
  return kept;
}

/**
 * A stored record as a list row: its values (only `keys`, when given; of a sub-table in `cells`
 * only the granted columns) and its own times.
 */
export function toRow(row: StoredRow, keys?: ReadonlySet<string>, cells?: CellGrants): OnlineDevRow {
  const picked = keys ? onlyKeys(row.data, keys) : row.data;
  // A fresh object: the stored row is kept for other readers and must not lose their cells.
  const data = cells
    ? Object.fromEntries(
        Object.entries(picked).map(([vModel, value]) => [vModel, grantedCells(cells, vModel, value)]),
      )
    : picked;
  return {
    ...data,
    id: row.id,
    creatorTime: row.creatorTime.getTime(),
    lastModifyTime: row.lastModifyTime?.getTime() ?? null,
  };
}

/**
 * List rows of a page, shaped once per kept page and set of visible fields and cells: a kept page
 * is the same array until its model's records change, and many users read the same pages.
 */
const shapedRows = new WeakMap<readonly StoredRow[], Map<string, OnlineDevRow[]>>();

export function listRows(
  rows: readonly StoredRow[],
  keys: ReadonlySet<string>,
  cells?: CellGrants,
): OnlineDevRow[] {
  const byKeys = shapedRows.get(rows) ?? new Map<string, OnlineDevRow[]>();
  shapedRows.set(rows, byKeys);
  const cellsKey = cells ? [...cells].map(([vModel, columns]) => [vModel, ...columns].join('\u0001')) : [];
  const keysKey = [...keys, '\u0002', ...cellsKey].join('\u0000');
  const kept = byKeys.get(keysKey);
  if (kept) return kept;
  const shaped = rows.map((row) => toRow(row, keys, cells));
  byKeys.set(keysKey, shaped);
  return shaped;
}

/** The JSON text of shaped rows, written once per shaped page (the same array while it is kept). */
const rowsJson = new WeakMap<readonly OnlineDevRow[], string>();

export function listRowsJson(rows: readonly OnlineDevRow[]): string {
  const kept = rowsJson.get(rows);
  if (kept !== undefined) return kept;
  const text = JSON.stringify(rows);
  rowsJson.set(rows, text);
  return text;
}
