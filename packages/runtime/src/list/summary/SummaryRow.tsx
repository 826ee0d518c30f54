import type { ListColumn } from '@formwork/schema';
import { Table } from 'antd';

export interface SummaryRowProps {
  label: string;
  columns: readonly ListColumn[];
  /** Texts of the summed columns by vModel; the others stay empty. */
  sums: ReadonlyMap<string, string>;
  /** Cells before the data columns: the checkbox column, if any, and the row number. */
  leading: number;
  actions: boolean;
}

/** The 合计 row under the table: the label across the leading cells, then each column's sum or nothing. */
export function SummaryRow({ label, columns, sums, leading, actions }: SummaryRowProps) {
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={leading}>
        {label}
      </Table.Summary.Cell>
      {columns.map((column, i) => (
        <Table.Summary.Cell key={column.prop} index={leading + i} align={column.align}>
          {sums.get(column.prop) ?? ''}
        </Table.Summary.Cell>
      ))}
      {actions && <Table.Summary.Cell index={leading + columns.length} />}
    </Table.Summary.Row>
  );
}
