import { zh } from '../i18n/catalogue.js';
import { isEmptyValue } from './cells.js';
import type { Column } from './columns.js';
import type { SubTableRow } from './types.js';

export const SUMMARY_LABEL = zh.subTable.summary;

/** A cell's number: numbers and numeric text count, empty cells add nothing, anything else is NaN. */
function numberOf(value: unknown): number {
  if (isEmptyValue(value)) return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** One column's total: blank when the column is not summed or holds a non-numeric value. */
export function columnSum(
  column: Column,
  rows: readonly SubTableRow[],
  summaryField: readonly string[],
): string {
  if (!summaryField.includes(column.vModel)) return '';
  let total = 0;
  for (const row of rows) total += numberOf(row[column.vModel]);
  if (Number.isNaN(total)) return '';
  // Money-like sums show two decimals, as JNPF does; whole sums stay whole.
  return Number.isInteger(total) ? String(total) : total.toFixed(2);
}

/**
 * The summary row: `label` (合计) under the row number, then each shown column's
 * sum or blank. `columnCount` is how many columns the table draws before the action column;
 * when the sums would not line up with them, there is no summary row (null).
 */
export function summaryRow(
  columns: readonly Column[],
  rows: readonly SubTableRow[],
  summaryField: readonly string[],
  columnCount: number,
  label: string = SUMMARY_LABEL,
): string[] | null {
  const cells = [label, ...columns.map((column) => columnSum(column, rows, summaryField))];
  return cells.length === columnCount ? cells : null;
}
