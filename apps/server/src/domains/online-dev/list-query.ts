import type { OnlineDevRow, PageQuery } from '@formwork/schema';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { type Condition, dataValue, filterConditions, keywordCondition } from './list-filters.js';
import type { Model } from './model.js';

/** Grouped and unpaged lists ask for 10000 rows (spec widgets-admin 9). */
export const MAX_PAGE_SIZE = 10_000;

/** The record's own times may be sorted by too; they are row keys of every list. */
const RECORD_TIMES: Record<string, string> = {
  creatorTime: 'creator_time',
  lastModifyTime: 'last_modify_time',
};

/** A list query as it arrives: an empty sort means "the default", like an absent one. */
export type ListInput = Omit<PageQuery, 'sort'> & { sort?: string };

export interface Ordering {
  key: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/**
 * sidx must be a data field of the form (or a record time); without one the list's defaultSidx
 * and sort apply, else newest first. The id breaks ties in the same direction, so that one index
 * serves the whole order and a page never repeats or skips a row.
 */
export function orderingOf(model: Model, query: Pick<ListInput, 'sidx' | 'sort'>): Ordering {
  const sidx = query.sidx?.trim();
  if (sidx) {
    const direction = query.sort === 'asc' ? 'asc' : 'desc';
    if (model.fields.has(sidx)) return { key: dataValue(sidx), direction };
    const column = RECORD_TIMES[sidx];
    if (column) return { key: sql.ref(column), direction };
    throw badRequest(`sidx: ${sidx} 不是表单字段`);
  }
  const fallback = model.list.defaultSidx;
  const direction = (query.sort || model.list.sort) === 'asc' ? 'asc' : 'desc';
  if (fallback && model.fields.has(fallback)) return { key: dataValue(fallback), direction };
  return { key: sql.ref('creator_time'), direction };
}

export interface RecordQuery {
  model: Model;
  conditions: Condition[];
  ordering: Ordering;
}

/** Every condition of a list query, checked against the released list before anything runs. */
export function recordQuery(model: Model, query: ListInput): RecordQuery {
  const conditions = filterConditions(model, query.queryJson);
  const keyword = keywordCondition(model, query.keyword);
  if (keyword) conditions.push(keyword);
  return { model, conditions, ordering: orderingOf(model, query) };
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

/** A stored record as a list row: its values (only `keys`, when given) and its own times. */
export function toRow(row: StoredRow, keys?: ReadonlySet<string>): OnlineDevRow {
  const data = keys
    ? Object.fromEntries(Object.entries(row.data).filter(([key]) => keys.has(key)))
    : row.data;
  return {
    ...data,
    id: row.id,
    creatorTime: row.creatorTime.getTime(),
    lastModifyTime: row.lastModifyTime?.getTime() ?? null,
  };
}
