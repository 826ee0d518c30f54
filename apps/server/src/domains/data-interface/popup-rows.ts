import type { PagedList } from '@formwork/schema';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import { badField } from '../../http/envelope.js';

export type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of an interface's answer: an array of objects, or such an array under `list`. */
export function rowsOf(key: string, answer: unknown): Row[] {
  const list = isRow(answer) && Array.isArray(answer.list) ? answer.list : answer;
  if (!Array.isArray(list)) throw badField('id', 'dataInterface.notList', { key });
  return list.filter(isRow);
}

/**
 * The cell of a column the client names, never an inherited member: `constructor` would
 * otherwise read as the text of a function in every row and match keywords like "function".
 */
const cellOf = (row: Row, column: string): unknown => (Object.hasOwn(row, column) ? row[column] : undefined);

const textOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The rows whose shown columns contain the keyword, without regard to case: the columns the popup
 * shows and the one it fills the field with; every column when it names none.
 */
export function searchRows(rows: readonly Row[], keyword: string | undefined, columns: string[]): Row[] {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((row) =>
    (columns.length ? columns : Object.keys(row)).some((column) =>
      textOf(cellOf(row, column)).toLowerCase().includes(wanted),
    ),
  );
}

export function pageOf(rows: readonly Row[], currentPage: number, pageSize: number): PagedList<Row> {
  const start = offsetOf({ currentPage, pageSize });
  return {
    list: rows.slice(start, start + pageSize),
    pagination: paginationOf({ currentPage, pageSize }, rows.length),
  };
}

/** The rows whose `key` column is one of `ids` (compared as text), in the order of `ids`. */
export function rowsByIds(rows: readonly Row[], key: string, ids: readonly string[]): Row[] {
  const byId = new Map<string, Row>();
  for (const row of rows) {
    const id = textOf(cellOf(row, key));
    if (!byId.has(id)) byId.set(id, row);
  }
  return [...new Set(ids)].flatMap((id): Row[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
