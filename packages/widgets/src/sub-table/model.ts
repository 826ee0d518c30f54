import { checkCell, flagsMessage, rowCells, rowValue } from './cells.js';
import type { Column } from './columns.js';
import type { CellFlags, CellProblem, RowFlags, SubTableRow, ValueCheck } from './types.js';

/**
 * What the table holds between renders. `rows` empty means the single empty row a new table
 * starts with is on screen but not yet data: it becomes data once the
 * user edits it or adds a row, so an untouched table leaves the form unchanged and valid.
 */
export interface TableModel {
  /** The rows this model last gave its holder (or took from it): an echo of them changes nothing. */
  source: unknown;
  /** The `value` prop last seen: rows are taken from the holder only when it passes a new one. */
  seen: unknown;
  rows: readonly SubTableRow[];
  /** Flags per row on screen (the empty row is row 0), by column vModel. */
  flags: readonly (RowFlags | undefined)[];
  /** The `errors` prop last laid into the flags. */
  errorsSource?: unknown;
}

export function fromValue(value: unknown): TableModel {
  return {
    source: value,
    seen: value,
    rows: Array.isArray(value) ? [...(value as SubTableRow[])] : [],
    flags: [],
  };
}

/** The rows drawn: the rows, or the single empty row. */
export function rowsOnScreen(
  model: TableModel,
  blank: SubTableRow,
  withEmptyRow = true,
): readonly SubTableRow[] {
  return model.rows.length === 0 && withEmptyRow ? [blank] : model.rows;
}

function withRowFlags(
  flags: readonly (RowFlags | undefined)[],
  rowIndex: number,
  key: string,
  cell: CellFlags,
): (RowFlags | undefined)[] {
  const next = [...flags];
  next[rowIndex] = { ...flags[rowIndex], [key]: cell };
  return next;
}

/** The model after one cell changes; `cell` is its new flags, or undefined to leave them be. */
export function editCell(
  model: TableModel,
  blank: SubTableRow,
  rowIndex: number,
  key: string,
  value: unknown,
  cell: CellFlags | undefined,
): TableModel {
  const rows = [...rowsOnScreen(model, blank)];
  rows[rowIndex] = { ...rows[rowIndex], [key]: value };
  const flags = cell ? withRowFlags(model.flags, rowIndex, key, cell) : model.flags;
  return { ...model, source: rows, rows, flags };
}

export function addRow(model: TableModel, blank: SubTableRow): TableModel {
  const rows = [
    ...rowsOnScreen(model, blank).map((row) => (row === blank ? { ...blank } : row)),
    { ...blank },
  ];
  return { ...model, source: rows, rows };
}

export function removeRow(model: TableModel, rowIndex: number): TableModel {
  const rows = model.rows.filter((_, i) => i !== rowIndex);
  const flags = model.flags.filter((_, i) => i !== rowIndex);
  return { ...model, source: rows, rows, flags };
}

export function resetModel(model: TableModel): TableModel {
  return { ...model, source: [], rows: [], flags: [] };
}

/**
 * Messages from elsewhere (`rowIndex.vModel` -> message) as failing regList flags marked as
 * the server's: shown in their cells until the cell changes or the table is submitted.
 */
export function withErrors(
  model: TableModel,
  errors: Readonly<Record<string, string>> | undefined,
): TableModel {
  let flags = model.flags;
  for (const [path, message] of Object.entries(errors ?? {})) {
    const dot = path.indexOf('.');
    const rowIndex = Number(path.slice(0, dot));
    if (dot < 0 || !Number.isInteger(rowIndex) || rowIndex < 0) continue;
    flags = withRowFlags(flags, rowIndex, path.slice(dot + 1), {
      valid: true,
      regValid: false,
      regErrorText: message,
      server: true,
    });
  }
  return { ...model, flags, errorsSource: errors };
}

/** The first cell whose own check failed, in row then column order; server messages aside. */
export function firstProblem(model: TableModel, columns: readonly Column[]): CellProblem | undefined {
  for (let rowIndex = 0; rowIndex < model.flags.length; rowIndex += 1) {
    const row = model.flags[rowIndex];
    if (!row) continue;
    for (const column of columns) {
      const cell = row[column.vModel];
      const message = cell && !cell.server ? flagsMessage(cell) : undefined;
      if (message) return { rowIndex, column, message };
    }
  }
  return undefined;
}

export interface Validated {
  model: TableModel;
  /** The rows read back from their cells, relation suffixes removed. */
  rows: SubTableRow[];
  problems: CellProblem[];
}

/** Every cell of every row checked, its flags set; the rows read back. */
export function validateRows(
  model: TableModel,
  columns: readonly Column[],
  checkValue?: ValueCheck,
): Validated {
  const problems: CellProblem[] = [];
  const flags: RowFlags[] = [];
  const rows = model.rows.map((row, rowIndex) => {
    const cells = rowCells(columns, row, rowIndex);
    const rowFlags: Record<string, CellFlags> = {};
    columns.forEach((column, i) => {
      const cell = cells[i];
      if (!cell) return;
      Object.assign(cell, checkCell(column, cell.value, checkValue));
      rowFlags[column.vModel] = {
        valid: cell.valid,
        regValid: cell.regValid,
        regErrorText: cell.regErrorText,
      };
      const message = flagsMessage(cell);
      if (message) problems.push({ rowIndex, column, message });
    });
    flags.push(rowFlags);
    return rowValue(cells, row);
  });
  return { model: { ...model, flags }, rows, problems };
}
