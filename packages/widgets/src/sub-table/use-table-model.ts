import { type Ref, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { checkCell } from './cells.js';
import { type Column, emptyRow, shownColumns } from './columns.js';
import {
  addRow,
  editCell,
  firstProblem,
  fromValue,
  removeRow,
  resetModel,
  type TableModel,
  validateRows,
  withErrors,
} from './model.js';
import type { SubTableHandle, SubTableRow, SubTableWidgetProps } from './types.js';

export interface TableState {
  model: TableModel;
  shown: Column[];
  blank: SubTableRow;
  onCellChange: (rowIndex: number, key: string, value: unknown) => void;
  onAdd: () => void;
  onRemove: (rowIndex: number) => void;
}

/** The latest value of something, readable from callbacks that never change. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * The table's rows and cell flags, kept here so a change re-renders only what it touched, and
 * published whole to the holder on every change. A `value` the holder passes back is our own
 * echo (same array) and changes nothing, nor does a holder that has not caught up yet (same
 * value as before); a new value replaces the rows and clears the flags.
 */
export function useTableModel(
  props: SubTableWidgetProps,
  ref: Ref<SubTableHandle>,
  onSubmitProblem: (rowIndex: number) => void,
): TableState {
  const { value, columns, errors } = props;
  const firstEmptyRow = props.firstEmptyRow !== false;
  const shown = useMemo(() => shownColumns(columns), [columns]);
  const blank = useMemo(() => emptyRow(columns), [columns]);
  const byKey = useMemo(() => new Map(shown.map((column) => [column.vModel, column])), [shown]);

  const [state, setState] = useState(() => withErrors(fromValue(value, firstEmptyRow), errors));
  let model = state;
  if (value !== model.seen)
    model = value === model.source ? { ...model, seen: value } : fromValue(value, firstEmptyRow);
  if (errors !== model.errorsSource) model = withErrors(model, errors);
  // A new value or new messages: taken during render, so no frame shows the old rows.
  if (model !== state) setState(model);

  const current = useRef(model);
  current.current = model;
  const latest = useLatest({ props, shown, blank, byKey, onSubmitProblem });
  // While a row is being added, cell changes are not checked.
  const adding = useRef(false);

  const commit = useCallback(
    (next: TableModel, publish: boolean) => {
      current.current = next;
      setState(next);
      if (publish) latest.current.props.onChange?.(next.rows as SubTableRow[]);
    },
    [latest],
  );

  const onCellChange = useCallback(
    (rowIndex: number, key: string, cellValue: unknown) => {
      const { props: now, blank: empty, byKey: columnsByKey } = latest.current;
      const column = columnsByKey.get(key);
      const flags = adding.current || !column ? undefined : checkCell(column, cellValue, now.checkValue);
      commit(editCell(current.current, empty, rowIndex, key, cellValue, flags), true);
    },
    [commit, latest],
  );

  const onAdd = useCallback(() => {
    adding.current = true;
    setTimeout(() => {
      adding.current = false;
    }, 0);
    commit(addRow(current.current, latest.current.blank), true);
  }, [commit, latest]);

  const onRemove = useCallback(
    (rowIndex: number) => commit(removeRow(current.current, rowIndex), true),
    [commit],
  );

  useImperativeHandle(
    ref,
    () => ({
      submit() {
        const { shown: checked, props: now, blank: empty } = latest.current;
        const editable = !now.disabled && !now.readOnly;
        // The empty row on screen is checked like any other: a required cell in it must be filled.
        const result = validateRows(current.current, checked, now.checkValue, editable ? empty : undefined);
        commit(result.model, false);
        const [first] = result.problems;
        if (!first) return result.rows;
        latest.current.onSubmitProblem(first.rowIndex);
        return false;
      },
      firstProblem: () => firstProblem(current.current, latest.current.shown),
      reset: () => commit(resetModel(current.current, latest.current.props.firstEmptyRow !== false), true),
      addRow: onAdd,
    }),
    [commit, latest, onAdd],
  );

  return { model, shown, blank, onCellChange, onAdd, onRemove };
}
