import ExcelJS from 'exceljs';
import type { Db } from '../../../db/database.js';
import { ownValue } from '../field-values.js';
import { fetchPage, type RecordQuery } from '../list-query.js';
import { loadPickerNames } from '../picker-names/load-picker-names.js';
import type { RelationReader } from '../picker-names/relation-names.js';
import { cellOf, type ExportColumn, numberFormatOf } from './columns.js';

/** Records are read this many at a time, so 100,000 never sit in memory together. */
export const EXPORT_BATCH = 1000;

export interface RowRange {
  offset: number;
  /** Undefined: every matching row. */
  limit?: number;
}

/**
 * Streams the matching records into an .xlsx at `path`: a header row of labels, then one row
 * per record with the texts the list shows (names, not the ids pickers store).
 */
export async function writeXlsx(
  db: Db,
  path: string,
  sheetName: string,
  columns: ExportColumn[],
  query: RecordQuery,
  range: RowRange,
  reader: RelationReader,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => {
    const numFmt = numberFormatOf(column.field);
    return { header: column.header, key: column.vModel, width: 18, ...(numFmt && { style: { numFmt } }) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for (;;) {
    const want = range.limit === undefined ? EXPORT_BATCH : Math.min(EXPORT_BATCH, range.limit - written);
    if (want <= 0) break;
    const rows = await fetchPage(db, query, range.offset + written, want);
    // The names pickers hold are asked for once per batch: a query per kind of record, per
    // related model and per interface.
    const names = await loadPickerNames(
      db,
      columns.map((column) => column.field),
      rows.map((row) => row.data),
      reader,
    );
    for (const row of rows) {
      sheet
        .addRow(columns.map((column) => cellOf(column, ownValue(row.data, column.vModel), names)))
        .commit();
    }
    written += rows.length;
    if (rows.length < want) break;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** A sheet with just the header row: the fields an import fills, in form order. */
export async function writeTemplate(path: string, sheetName: string, headers: string[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = headers.map((header) => ({ header, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  await workbook.xlsx.writeFile(path);
}
