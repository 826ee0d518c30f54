import type { FieldSchema } from '@formwork/schema';
import type { WidgetRegistry } from '../registry/types.js';
import type { WidgetProps } from '../shared/types.js';

/** One sub-table row as the form stores it: column vModel -> cell value. */
export type SubTableRow = Record<string, unknown>;

/**
 * A cell's validation state: `valid` is the required check,
 * `regValid` the regList check with the failing rule's message in `regErrorText`.
 */
export interface CellFlags {
  valid: boolean;
  regValid: boolean;
  regErrorText?: string;
  /** Set for a message the server answered: shown, but not the widget's own failure. */
  server?: boolean;
}

/** The flags of one row's checked cells, by column vModel; unchecked cells have none. */
export type RowFlags = Readonly<Record<string, CellFlags>>;

/** A cell that fails, with the message its cell shows. */
export interface CellProblem {
  rowIndex: number;
  column: FieldSchema;
  message: string;
  /** The required check failed (the message is then 不能为空), so a holder may word it itself. */
  empty?: boolean;
}

/** What a holder (a form, a dialog) does with the sub-table, through a ref. */
export interface SubTableHandle {
  /**
   * Validates every cell of every row, showing the messages in the cells: false if any cell
   * fails, otherwise the rows (relation suffixes removed).
   */
  submit(): SubTableRow[] | false;
  /** The first failing cell as its flags stand now, without checking anything again. */
  firstProblem(): CellProblem | undefined;
  /** Back to a single empty row, messages cleared. */
  reset(): void;
  /** Adds an empty row at the end, as the add button does. */
  addRow(): void;
}

/** What the table itself needs: the registry to draw its cells with is not optional. */
export type SubTableViewProps = SubTableWidgetProps & { widgets: WidgetRegistry };

/** Checks a non-empty value beyond the required check; answers the message of the first failing rule. */
export type ValueCheck = (column: FieldSchema, value: unknown) => string | undefined;

export interface SubTableWidgetProps extends WidgetProps<SubTableRow[]> {
  /** The table field's children: one column each (noShow or no 'pc' visibility hides one). */
  columns: readonly FieldSchema[];
  /**
   * Whether a table without rows offers its first empty row (true by default: a new record's
   * table). A stored record's table passes false and shows exactly its rows, none included, so
   * a record saved without rows is not held up by a required cell of a row it never had.
   */
  firstEmptyRow?: boolean;
  /** Text of the add button; 添加 by default. */
  actionText?: string;
  showTitle?: boolean;
  label?: string;
  /** Adds the 合计 row. */
  showSummary?: boolean;
  /** Column vModels summed in the 合计 row. */
  summaryField?: readonly string[];
  /**
   * Widgets for the cells by jnpfKey. The registry hands itself in (see SubTableWidget), so the
   * table never imports the registry that registers it.
   */
  widgets?: WidgetRegistry;
  /** A cell widget's props from its column; the schema props minus form-only ones by default. */
  cellProps?: (column: FieldSchema) => Record<string, unknown>;
  /** The check of a non-empty value; the column's regList by default. */
  checkValue?: ValueCheck;
  /** Messages from elsewhere (a server) by `rowIndex.vModel`, shown until the cell changes. */
  errors?: Readonly<Record<string, string>>;
  /** Height the rows scroll within before the table grows no more, in px. */
  maxHeight?: number;
}
