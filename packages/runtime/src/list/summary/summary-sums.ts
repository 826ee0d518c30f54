import { type FieldSchema, formatThousands, type ListColumn, sumColumn } from '@formwork/schema';
import { columnFormatText, precisionOf } from '../format/column-text.js';
import type { ListRow } from '../types.js';

/** A sum shown as its column shows a value: the column's format, else the field's precision and grouping. */
export function summaryText(column: ListColumn, field: FieldSchema | undefined, sum: string): string {
  const formatted = columnFormatText(column, field, sum);
  if (formatted !== undefined) return formatted;
  const grouped = formatThousands(sum, precisionOf(field));
  return field?.props?.thousands ? grouped : grouped.replace(/,/g, '');
}

/**
 * The 合计 texts of the summed columns over these records, by vModel. A column outside
 * `summaryField`, or holding a value that is not a number, has none.
 */
export function summarySums(
  columns: readonly ListColumn[],
  fields: ReadonlyMap<string, FieldSchema>,
  records: readonly ListRow[],
  summaryField: readonly string[],
): Map<string, string> {
  const summed = new Set(summaryField);
  const sums = new Map<string, string>();
  for (const column of columns) {
    if (!summed.has(column.prop)) continue;
    const sum = sumColumn(records.map((row) => row[column.prop]));
    if (sum !== null) sums.set(column.prop, summaryText(column, fields.get(column.prop), sum));
  }
  return sums;
}
