import type { ArrayField } from '@formily/core';
import { observer, useField } from '@formily/react';
import type { FieldSchema } from '@formwork/schema';
import { type SubTableHandle, type SubTableRow, SubTableWidget } from '@formwork/widgets';
import { useCallback, useMemo, useRef } from 'react';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useRuntime } from '../../runtime-context.js';
import { widgetProps } from '../compile/widget-props.js';
import { serverCellErrors, serverMessages } from './cell-messages.js';
import { cellWidgets } from './cell-widgets.js';
import { checkCellValue } from './check-cell.js';
import { useTableValidation } from './table-validation.js';

/** A plain copy of observable schema data (JSON), made once per source. */
function plain<T>(source: T): T {
  return source === undefined ? source : (JSON.parse(JSON.stringify(source)) as T);
}

interface TableProps {
  columns?: FieldSchema[];
  summaryField?: string[];
}

const NO_COLUMNS: FieldSchema[] = [];
const NO_ERRORS: Record<string, string> = {};

/**
 * The sub-table (jnpfKey `table`) in a generated form: the widgets' SubTableWidget bound to
 * the Formily array field holding the rows. The field's value is the row list the widget
 * publishes; its rules include the widget's cell checks (table-validation.ts); the server's
 * cell messages reach their cells.
 */
export const SubTable = observer(function SubTable(props: Record<string, unknown>) {
  const field = useField<ArrayField>();
  const runtime = useRuntime();
  const t = useRuntimeText();
  const Widget = runtime.widgets?.table ?? SubTableWidget;
  const widgets = cellWidgets(runtime.widgets);
  const table = useRef<SubTableHandle>(null);
  useTableValidation(field, table);

  // Formily copies componentProps on every render; the observable originals keep their
  // identity, so the columns are copied once and the rows' memoisation holds.
  const own = field.componentProps as TableProps;
  const columns = useMemo(() => plain(own.columns) ?? NO_COLUMNS, [own.columns]);
  const summaryField = useMemo(() => plain(own.summaryField), [own.summaryField]);

  // The rows the widget published come back from Formily as an observable copy: hand the
  // widget its own array again, so it knows its echo and keeps its cell flags.
  const echo = useRef<{ value: unknown; rows: SubTableRow[] }>(undefined);
  const onChange = useCallback(
    (rows: SubTableRow[]) => {
      void field.onInput(rows);
      echo.current = { value: field.value, rows };
    },
    [field],
  );
  const value = echo.current && field.value === echo.current.value ? echo.current.rows : field.value;

  // Keyed by their text: the same server messages are laid into the cells once.
  const messages = serverMessages(field).join('\n');
  const errors = useMemo(() => {
    const found = serverCellErrors(messages ? messages.split('\n') : [], columns, t);
    return Object.keys(found).length ? found : NO_ERRORS;
  }, [messages, columns, t]);
  const checkValue = useCallback(
    (column: FieldSchema, cell: unknown) => checkCellValue(column, cell, t),
    [t],
  );

  return (
    <Widget
      {...props}
      ref={table}
      columns={columns}
      summaryField={summaryField}
      value={value}
      onChange={onChange}
      disabled={field.pattern === 'disabled'}
      readOnly={field.pattern === 'readOnly' || field.pattern === 'readPretty'}
      widgets={widgets}
      cellProps={widgetProps}
      checkValue={checkValue}
      errors={errors}
    />
  );
});
