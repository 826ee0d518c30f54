import ExcelJS from 'exceljs';
import { badField } from '../../http/envelope.js';
import { guardedWorkbook } from '../file/index.js';
import {
  COLUMN_OF_HEADER,
  cellText,
  columnLabel,
  type ExcelColumn,
  MAX_IMPORT_ROWS,
  type SheetRow,
} from './excel-columns.js';

type SheetColumn = ExcelColumn | 'errorsInfo';

/**
 * Streams rows into an .xlsx at `path`: a bold header row of the columns' labels in the request's
 * language, then every row the batches yield, as text (ids and codes already turned into names).
 */
export async function writeSheet(
  path: string,
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<SheetRow[]> | Iterable<SheetRow[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: columnLabel(column), key: column, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(columns.map((column) => row[column] ?? '')).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The rows of the first sheet of an uploaded .xlsx, by the columns its header row names; unknown
 * headers and empty rows are left out. A file that is no .xlsx, or holds too many rows, is a 400.
 */
export async function readSheet(field: string, content: Buffer): Promise<SheetRow[]> {
  const packed = guardedWorkbook(field, content);
  if (!packed) throw badField(field, 'permissionUser.notXlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(packed as unknown as ArrayBuffer);
  } catch {
    throw badField(field, 'permissionUser.notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badField(field, 'permissionUser.notXlsx');
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS)
    throw badField(field, 'permissionUser.tooManyRows', { max: MAX_IMPORT_ROWS });
  const columnAt = new Map<number, ExcelColumn>();
  sheet.getRow(1).eachCell((cell, index) => {
    const column = COLUMN_OF_HEADER.get(cellText(cell.value).toLowerCase());
    if (column) columnAt.set(index, column);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: SheetRow = {};
    row.eachCell((cell, index) => {
      const column = columnAt.get(index);
      const text = cellText(cell.value);
      if (column && text) values[column] = text;
    });
    if (Object.keys(values).length > 0) rows.push(values);
  });
  if (rows.length === 0) throw badField(field, 'permissionUser.noRows');
  return rows;
}
