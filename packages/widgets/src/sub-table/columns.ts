import type { FieldSchema } from '@formwork/schema';
import { ownProps } from '../meta/component-props.js';
import { widgetMetaOf } from '../meta/index.js';
import type { SubTableRow } from './types.js';

export type Column = FieldSchema & { vModel: string };

/** Where a column may be shown; JNPF's `visibility` may sit on the field or in its props. */
function visibility(column: FieldSchema): unknown {
  return (column as { visibility?: unknown }).visibility ?? column.props?.visibility;
}

/** Columns with noShow, or a visibility lacking 'pc', are hidden. */
export function isShownColumn(column: FieldSchema): column is Column {
  if (!column.vModel || column.noShow) return false;
  const where = visibility(column);
  return !Array.isArray(where) || where.includes('pc');
}

export function shownColumns(columns: readonly FieldSchema[]): Column[] {
  return columns.filter(isShownColumn);
}

/** A new row: every column (shown or not) at its default value, when it has one. */
export function emptyRow(columns: readonly FieldSchema[]): SubTableRow {
  const row: SubTableRow = {};
  for (const column of columns) {
    if (column.vModel && column.defaultValue !== undefined) row[column.vModel] = column.defaultValue;
  }
  return row;
}

/** Column settings the table itself uses (width, where it shows); the cell widget never sees them. */
const TABLE_PROPS = ['columnWidth', 'visibility'];

/** A cell widget's props from its column: as its widget's meta maps them, less the table's settings. */
export function defaultCellProps(column: FieldSchema): Record<string, unknown> {
  const props = { ...(widgetMetaOf(column.jnpfKey)?.toComponentProps(column) ?? ownProps(column)) };
  for (const name of TABLE_PROPS) delete props[name];
  return props;
}

export const INDEX_WIDTH = 50;
export const ACTION_WIDTH = 64;
const DEFAULT_COLUMN_WIDTH = 160;

/** A column's width in px: the designer's columnWidth, or a width an input is usable at. */
export function columnWidth(column: FieldSchema): number {
  const width = Number(column.props?.columnWidth);
  return Number.isFinite(width) && width > 0 ? width : DEFAULT_COLUMN_WIDTH;
}

/** The CSS grid every row shares: row number, the columns (growing to fill), and the action. */
export function gridTemplate(columns: readonly FieldSchema[], withAction: boolean): string {
  const cells = columns.map((column) => `minmax(${columnWidth(column)}px, 1fr)`);
  return [`${INDEX_WIDTH}px`, ...cells, ...(withAction ? [`${ACTION_WIDTH}px`] : [])].join(' ');
}

export function gridMinWidth(columns: readonly FieldSchema[], withAction: boolean): number {
  return columns.reduce(
    (sum, column) => sum + columnWidth(column),
    INDEX_WIDTH + (withAction ? ACTION_WIDTH : 0),
  );
}
