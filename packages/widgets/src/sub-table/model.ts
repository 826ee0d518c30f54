import { checkCell, flagsMessage, rowCells, rowValue } from './cells.js';
import type { Column } from './columns.js';
import type { CellFlags, CellProblem, RowFlags, SubTableRow, ValueCheck } from './types.js';

/**
 * What the table holds between renders. `rows` empty means the single empty row a new table
 * starts with is on screen but not yet data: it becomes data once the user edits it or adds a
 * row, so an untouched table leaves the form unchanged. A submit checks it all the same, so a
 * required cell in it must be filled, or the row deleted, which leaves the table without rows.
 */
export interface TableModel {
  /** The rows this model last gave its holder (or took from it): an echo of them changes nothing. */
  source: unknown;
  /** The `value` prop last seen: rows are taken from the holder only when it passes a new one. */
  seen: unknown;
  rows: readonly SubTableRow[];
  /**
   * No empty row is offered until one is added: the user deleted the last row, or the table
   * shows a stored record, whose rows are exactly what was stored.
   */
  emptied: boolean;
  /** Flags per row on screen (the empty row is row 0), by column vModel. */
  flags: readonly (RowFlags | undefined)[];
  /** The `errors` prop last laid into the flags. */
  errorsSource?: unknown;
}

/** The model of the rows in `value`; `firstEmptyRow` false: no empty row stands in for none. */
export function fromValue(value: unknown, firstEmptyRow = true): TableModel {
  return {
    source: value,
    seen: value,
    rows: Array.isArray(value) ? [...(value as SubTableRow[])] : [],
    flags: [],
    emptied: !firstEmptyRow,
  };
}

/** The rows drawn: the rows, or the single empty row (unless the user deleted it). */
export function rowsOnScreen(
  model: TableModel,
  blank: SubTableRow,
  withEmptyRow = true,
): readonly SubTableRow[] {
  return model.rows.length === 0 && withEmptyRow && !model.emptied ? [blank] : model.rows;
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

/** The model without row `rowIndex`; deleting the empty row on screen leaves no row at all. */
export function removeRow(model: TableModel, rowIndex: number): TableModel {
  const rows = model.rows.filter((_, i) => i !== rowIndex);
  const flags = model.flags.filter((_, i) => i !== rowIndex);
  return { ...model, source: rows, rows, flags, emptied: rows.length === 0 };
}

/** No rows, messages cleared: a new record's table with its first empty row again. */
export function resetModel(model: TableModel, firstEmptyRow = true): TableModel {
  return { ...model, source: [], rows: [], flags: [], emptied: !firstEmptyRow };
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
      if (message) return { rowIndex, column, message, ...(cell?.valid === false && { empty: true }) };
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

/**
 * Every cell of every row checked, its flags set; the rows read back. With `blank`, an editable
 * table's untouched empty row is checked too, as the first row it shows; passing, it is still
 * no data.
 */
export function validateRows(
  model: TableModel,
  columns: readonly Column[],
  checkValue?: ValueCheck,
  blank?: SubTableRow,
): Validated {
  const problems: CellProblem[] = [];
  const flags: RowFlags[] = [];
  const checked = blank ? rowsOnScreen(model, blank) : model.rows;
  const rows = checked.map((row, rowIndex) => {
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
      if (message) problems.push({ rowIndex, column, message, ...(!cell.valid && { empty: true }) });
    });
    flags.push(rowFlags);
    return rowValue(cells, row);
  });
  return { model: { ...model, flags }, rows: model.rows.length === 0 ? [] : rows, problems };
}
