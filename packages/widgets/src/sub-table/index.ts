export {
  checkCell,
  flagsMessage,
  isEmptyValue,
  plainModelName,
  RELATION_SUFFIX,
  regListMessage,
  relationModelName,
  relationProps,
  rowCells,
  rowValue,
  type SubTableCell,
} from './cells.js';
export { defaultCellProps, emptyRow, isShownColumn, shownColumns } from './columns.js';
export { SubTableView } from './SubTableWidget.js';
export { columnSum, SUMMARY_LABEL, summaryRow } from './summary.js';
export type {
  CellFlags,
  CellProblem,
  RowFlags,
  SubTableHandle,
  SubTableRow,
  SubTableViewProps,
  SubTableWidgetProps,
  ValueCheck,
} from './types.js';
