import type { ReactNode } from 'react';
import type { GridCellPlace } from './grid-cells.js';

/** A cell as the grid draws it: where it sits and its content already drawn. */
export interface GridCellView extends GridCellPlace {
  key: string;
  content: ReactNode;
}

export interface TableGridContainerProps {
  cells: readonly GridCellView[];
  borderColor?: string;
  borderWidth?: number;
  borderType?: string;
}

function rowsOf(cells: readonly GridCellView[]): GridCellView[][] {
  // A row whose cells all merged into the rows above still takes its place in the table.
  const count = cells.reduce((most, cell) => Math.max(most, cell.row + 1), 0);
  const rows = Array.from({ length: count }, (): GridCellView[] => []);
  for (const cell of cells) rows[cell.row]?.push(cell);
  return rows.map((row) => row.toSorted((a, b) => a.column - b.column));
}

/**
 * A bordered table (jnpfKey `tableGrid`): rows of cells, each cell spanning `colspan` columns
 * and `rowspan` rows and holding its fields' columns.
 */
export function TableGridContainer({
  cells,
  borderColor = '#E2E0E0',
  borderWidth = 1,
  borderType = 'solid',
}: TableGridContainerProps) {
  const border = `${borderWidth}px ${borderType} ${borderColor}`;
  return (
    <table
      className="fw-form-table-grid"
      style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', marginBottom: 16 }}
    >
      <tbody>
        {rowsOf(cells).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a grid row is only its position.
          <tr key={index}>
            {row.map((cell) => (
              <td
                key={cell.key}
                colSpan={cell.colspan}
                rowSpan={cell.rowspan}
                style={{ border, padding: 8, verticalAlign: 'top' }}
              >
                {cell.content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
