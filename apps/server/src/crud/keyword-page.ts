import { type SelectQueryBuilder, type StringReference, sql } from 'kysely';
import { containsPattern } from '../db/like-pattern.js';
import { type Paging, pageOf, paginationOf } from './paging.js';

/** The columns a list screen's keyword searches unless told otherwise: an entry's name and code. */
export const NAME_AND_CODE = ['fullName', 'enCode'] as const;

/**
 * The rows whose columns contain the keyword (any one of them, case ignored, % and _ taken
 * literally); a keyword of blanks filters nothing.
 */
export function whereContains<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: readonly StringReference<DB, TB>[],
  keyword: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  const text = keyword?.trim();
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where((eb) =>
    eb.or(columns.map((column) => sql<boolean>`${eb.ref(column)} ilike ${pattern}`)),
  );
}

export interface KeywordPage<DB, TB extends keyof DB, Row, Shown> {
  /** The columns the keyword searches: the name and the code unless told. */
  keywordIn?: readonly StringReference<DB, TB>[];
  /** The page's columns and order; the order ends in a unique column, so pages never overlap. */
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>;
  /** The page's rows as the list shows them, in the same order. */
  show: (rows: Row[]) => Shown[] | Promise<Shown[]>;
}

/**
 * A page of a list screen: the rows of `base` (the table with the screen's own filters) that
 * match the keyword, counted in all and read a page at a time, as `{ list, pagination }`.
 */
export async function keywordPage<DB, TB extends keyof DB, Row, Shown>(
  base: SelectQueryBuilder<DB, TB, object>,
  paging: Paging,
  { keywordIn, rows, show }: KeywordPage<DB, TB, Row, Shown>,
) {
  const found = whereContains(base, keywordIn ?? (NAME_AND_CODE as never), paging.keyword);
  const { limit, offset } = pageOf(paging);
  const [{ total }, page] = await Promise.all([
    // The count's row type is lost on a table the caller names; it is one row with `total`.
    found.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() as Promise<{
      total: number | string | bigint;
    }>,
    rows(found).limit(limit).offset(offset).execute(),
  ]);
  return { list: await show(page as Row[]), pagination: paginationOf(paging, total) };
}
