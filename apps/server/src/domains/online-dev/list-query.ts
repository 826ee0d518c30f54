import { createHash } from 'node:crypto';
import type { OnlineDevRow, PageQuery } from '@formwork/schema';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { recordsStamp, StampedCache } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { type Condition, dataValue, filterConditions, keywordCondition } from './list-filters.js';
import type { Model } from './model.js';

/** Grouped and unpaged lists ask for 10000 rows (spec widgets-admin 9). */
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
 * nothing, asked for or by default: the order alone would rank the hidden values. It is passed
 * over rather than refused because the client asks for the released list's default sort (and
 * offers its sortable columns) whatever this user's column grants are, and a refusal would leave
 * the page empty; rows and exports likewise leave hidden columns out without a word.
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
    } else if (time) {
      return { key: sql.ref(time), direction };
    } else {
      throw badRequest(`sidx: ${sidx} 不是表单字段`);
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
 */
export function recordQuery(model: Model, query: ListInput, shown: ReadonlySet<string>): RecordQuery {
  const conditions = filterConditions(model, query.queryJson, shown);
  const keyword = keywordCondition(model, query.keyword, shown);
  if (keyword) conditions.push(keyword);
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

const stampOf = (modelId: string) =>
  sql<string | null>`(select version::text from formwork_cache.stamp where name = ${recordsStamp(modelId)})`;

/**
 * One page of a list and the exact number of records it pages through. The total is counted
 * once per change of the model's records and conditions (a count over 100,000 records costs
 * tens of milliseconds, the page under one): the stamp of the records is read in the page's own
 * statement, and a total is answered only if it was counted under that stamp, that is with no
 * write to the model's records since, by any server. A count that runs after the stamp was read
 * and sees a later write is kept under the older stamp, which no later request reads again.
 */
export async function fetchListPage(
  db: Db,
  query: RecordQuery,
  offset: number,
  limit: number,
): Promise<{ rows: StoredRow[]; total: number }> {
  const { key, direction } = query.ordering;
  const dir = sql.raw(direction);
  const stamp = stampOf(query.model.id);
  const { rows } = await sql<StoredRow & { stamp: string | null }>`
    select ${stamp} as stamp, id, data, creator_time, last_modify_time from online_dev_record
    where ${where(query)}
    order by ${key} ${dir}, id ${dir}
    limit ${limit} offset ${offset}`.execute(db);
  // An empty page has no row to carry the stamp.
  const version =
    rows.length > 0
      ? rows[0]?.stamp
      : (await sql<{ stamp: string | null }>`select ${stamp} as stamp`.execute(db)).rows[0]?.stamp;
  const conditions = where(query).compile(db);
  const totalKey = createHash('sha256')
    .update(JSON.stringify([query.model.id, conditions.sql, conditions.parameters]))
    .digest('base64url');
  return {
    rows: rows.map(({ stamp: _, ...row }) => row),
    total: await totalOf(db, query, totalKey, version ?? undefined),
  };
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
  return Object.fromEntries(Object.entries(data).filter(([key]) => keys.has(key)));
}

/** A stored record as a list row: its values (only `keys`, when given) and its own times. */
export function toRow(row: StoredRow, keys?: ReadonlySet<string>): OnlineDevRow {
  const data = keys ? onlyKeys(row.data, keys) : row.data;
  return {
    ...data,
    id: row.id,
    creatorTime: row.creatorTime.getTime(),
    lastModifyTime: row.lastModifyTime?.getTime() ?? null,
  };
}
