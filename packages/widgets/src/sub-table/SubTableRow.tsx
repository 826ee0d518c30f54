import { Button } from 'antd';
import { type CSSProperties, memo, useCallback, useMemo } from 'react';
import { useWidgetText } from '../i18n/index.js';
import type { WidgetComponent, WidgetRegistry } from '../registry/types.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import { flagsMessage, relationProps } from './cells.js';
import type { Column } from './columns.js';
import type { TableLook } from './look.js';
import type { RowFlags, SubTableRow } from './types.js';

export type CellChange = (rowIndex: number, key: string, value: unknown) => void;

interface CellProps {
  column: Column;
  rowIndex: number;
  value: unknown;
  message: string | undefined;
  Widget: WidgetComponent | undefined;
  widgetProps: Record<string, unknown> | undefined;
  disabled: boolean;
  readOnly: boolean;
  onCellChange: CellChange;
  look: TableLook;
}

/** One cell: its column's widget and, under it, the cell's message. Re-renders only when its own props change. */
const Cell = memo(function Cell(props: CellProps) {
  const { column, rowIndex, value, message, Widget, disabled, readOnly, onCellChange, look } = props;
  const key = column.vModel;
  const onChange = useCallback(
    (next: unknown) => onCellChange(rowIndex, key, next),
    [onCellChange, rowIndex, key],
  );
  const relation = useMemo(() => relationProps(column, rowIndex), [column, rowIndex]);
  const ownReadOnly = readOnly || column.props?.readonly === true;
  return (
    <td className="fw-sub-table-cell" style={look.cell}>
      {Widget ? (
        <Widget
          {...props.widgetProps}
          {...relation}
          value={value}
          onChange={onChange}
          disabled={disabled || column.props?.disabled === true}
          readOnly={ownReadOnly}
        />
      ) : (
        // A column whose jnpfKey has no widget still shows what it holds.
        <ReadOnlyText>{value === null || value === undefined ? '' : String(value)}</ReadOnlyText>
      )}
      {message ? (
        <div className="fw-sub-table-cell-error" style={look.message}>
          {message}
        </div>
      ) : null}
    </td>
  );
});

export interface RowProps {
  rowIndex: number;
  row: SubTableRow;
  flags: RowFlags | undefined;
  /** Offset from the top of the rows, in px (the rows are virtualized). */
  start: number;
  columns: readonly Column[];
  columnProps: ReadonlyMap<string, Record<string, unknown>>;
  widgets: WidgetRegistry;
  template: string;
  disabled: boolean;
  readOnly: boolean;
  /** Whether the row has a delete action: every row of an editable table has one. */
  action: 'delete' | 'none';
  onCellChange: CellChange;
  onRemove: (rowIndex: number) => void;
  measure: (element: HTMLTableRowElement | null) => void;
  look: TableLook;
}

/**
 * One row. Memoised on its props, which stay the same objects unless the row itself changed:
 * a keystroke in one row re-renders that row (and within it, that cell) only.
 */
export const Row = memo(function Row(props: RowProps) {
  const { rowIndex, row, flags, columns, columnProps, widgets, look } = props;
  const t = useWidgetText();
  const style: CSSProperties = useMemo(
    () => ({ ...look.row, gridTemplateColumns: props.template, transform: `translateY(${props.start}px)` }),
    [look, props.template, props.start],
  );
  return (
    <tr className="fw-sub-table-row" data-index={rowIndex} ref={props.measure} style={style}>
      <td className="fw-sub-table-index" style={look.indexCell}>
        {rowIndex + 1}
      </td>
      {columns.map((column) => (
        <Cell
          key={column.vModel}
          column={column}
          rowIndex={rowIndex}
          value={row[column.vModel]}
          message={flagsMessage(flags?.[column.vModel], t)}
          Widget={widgets[column.jnpfKey]}
          widgetProps={columnProps.get(column.vModel)}
          disabled={props.disabled}
          readOnly={props.readOnly}
          onCellChange={props.onCellChange}
          look={look}
        />
      ))}
      {props.action === 'none' ? null : (
        <td className="fw-sub-table-action" style={look.indexCell}>
          <Button
            type="link"
            danger
            size="small"
            autoInsertSpace={false}
            onClick={() => props.onRemove(rowIndex)}
          >
            {t('subTable.delete')}
          </Button>
        </td>
      )}
    </tr>
  );
});
