import type { PrintField } from './print-api.js';

/** What the server fills: `{vModel}`, or `{table.column}` for a sub-table's column. */
export const placeholderOf = (fieldId: string) => `{${fieldId}}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string,
  );

/**
 * A sub-table as a table: a row of its column labels, and a row of its columns' placeholders,
 * which the filling repeats once per row of the sub-table.
 */
export function subTableHtml(table: PrintField): string {
  const columns = table.children ?? [];
  const cells = (texts: string[]) => texts.map((text) => `<td>${escapeHtml(text)}</td>`).join('');
  return `<table><tbody><tr>${cells(columns.map((column) => column.fullName))}</tr><tr>${cells(
    columns.map((column) => placeholderOf(column.id)),
  )}</tr></tbody></table><p><br></p>`;
}
