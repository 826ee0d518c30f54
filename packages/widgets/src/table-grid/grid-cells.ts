import type { FieldSchema } from '@formwork/schema';

/** One cell of a table grid as its tableGridTd's props place it. */
export interface GridCellPlace {
  row: number;
  column: number;
  colspan: number;
  rowspan: number;
}

const span = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : 1;

/**
 * The cells a table grid draws, row by row: a cell another cell's span covers is `merged` and
 * not drawn; the others keep their colspan and rowspan.
 */
export function gridCellsOf(grid: FieldSchema): { cell: FieldSchema; place: GridCellPlace }[] {
  const cells: { cell: FieldSchema; place: GridCellPlace }[] = [];
  (grid.children ?? []).forEach((tr, row) => {
    (tr.children ?? []).forEach((cell, column) => {
      if (cell.props?.merged === true) return;
      cells.push({
        cell,
        place: { row, column, colspan: span(cell.props?.colspan), rowspan: span(cell.props?.rowspan) },
      });
    });
  });
  return cells;
}

/** A new grid's rows: `rows` tableGridTr of `columns` plain tableGridTd each. */
export function newGridRows(rows: number, columns: number): FieldSchema[] {
  return Array.from({ length: rows }, () => ({
    jnpfKey: 'tableGridTr' as const,
    children: Array.from({ length: columns }, () => ({
      jnpfKey: 'tableGridTd' as const,
      props: { colspan: 1, rowspan: 1, merged: false },
      children: [],
    })),
  }));
}
