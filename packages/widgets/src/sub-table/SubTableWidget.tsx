import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Button, Form } from 'antd';
import { forwardRef, useCallback, useMemo, useRef } from 'react';
import { defaultWording, useWidgetText } from '../i18n/index.js';
import { defaultCellProps, gridMinWidth, gridTemplate } from './columns.js';
import { useTableLook } from './look.js';
import { rowsOnScreen } from './model.js';
import { SubTableHeader, SubTableSummary } from './SubTableParts.js';
import { Row } from './SubTableRow.js';
import type { SubTableHandle, SubTableViewProps } from './types.js';
import { useTableModel } from './use-table-model.js';

/** A row with one input and no message, in px; rows are measured once drawn. */
const ROW_ESTIMATE = 41;
const OVERSCAN = 8;
const NO_FIELDS: readonly string[] = [];

/** jsdom and hidden tables measure 0: keep the estimate rather than collapse the rows. */
const measureRow = (element: Element) => element.getBoundingClientRect().height || ROW_ESTIMATE;

/**
 * The scroller's size; one not laid out yet (a hidden tab, jsdom) counts as `maxHeight` tall,
 * so its first rows are drawn rather than none.
 */
function observeScroller(maxHeight: number) {
  return (
    instance: Virtualizer<HTMLDivElement, Element>,
    cb: (rect: { width: number; height: number }) => void,
  ) =>
    observeElementRect(instance, (rect) =>
      cb(rect.height > 0 ? rect : { width: rect.width, height: maxHeight }),
    );
}

/**
 * The sub-table (jnpfKey `table`): columns from the field's
 * children drawn with the registry's widgets, row number, add and delete, cell validation
 * with the required and rule messages, summary row. A plain controlled component: `value` is the rows,
 * `onChange` gets the full list on every change; `ref` offers submit(), reset() and addRow().
 * Rows are virtualized, so a thousand rows draw as fast as twenty. `widgets` draws the cells;
 * the registered `SubTableWidget` hands in its own registry.
 */
export const SubTableView = forwardRef<SubTableHandle, SubTableViewProps>(function SubTableView(props, ref) {
  const { disabled = false, readOnly = false, maxHeight = 440, widgets } = props;
  const cellProps = props.cellProps ?? defaultCellProps;
  const editable = !disabled && !readOnly;
  const look = useTableLook();
  const t = useWidgetText();
  const scroller = useRef<HTMLDivElement>(null);
  const scrollTo = useRef<(rowIndex: number) => void>(() => {});
  const onSubmitProblem = useCallback((rowIndex: number) => scrollTo.current(rowIndex), []);
  const { model, shown, blank, onCellChange, onAdd, onRemove } = useTableModel(props, ref, onSubmitProblem);

  // Read-only tables show what is stored; only an editable one offers its first empty row.
  const rows = rowsOnScreen(model, blank, !readOnly);
  const columnProps = useMemo(() => new Map(shown.map((c) => [c.vModel, cellProps(c)])), [shown, cellProps]);
  const template = gridTemplate(shown, editable);
  const minWidth = gridMinWidth(shown, editable);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    measureElement: measureRow,
    overscan: OVERSCAN,
    observeElementRect: useMemo(() => observeScroller(maxHeight), [maxHeight]),
  });
  scrollTo.current = (rowIndex) =>
    virtualizer.scrollToIndex(Math.min(rowIndex, virtualizer.options.count - 1), { align: 'center' });

  const onAddRow = useCallback(() => {
    onAdd();
    // After the new row is drawn: show it.
    setTimeout(() => scrollTo.current(Number.MAX_SAFE_INTEGER), 0);
  }, [onAdd]);

  const summaryField = props.summaryField ?? NO_FIELDS;
  return (
    <div className="fw-sub-table">
      {props.showTitle && props.label ? <div className="fw-sub-table-title">{props.label}</div> : null}
      {/* The cells show their own messages: a form item around the table must not turn every box red. */}
      <Form.Item noStyle validateStatus="">
        <div className="fw-sub-table-scroller" ref={scroller} style={{ ...look.scroller, maxHeight }}>
          <table aria-label={props.label} style={{ ...look.table, minWidth }}>
            <SubTableHeader columns={shown} template={template} editable={editable} look={look} />
            {rows.length === 0 ? (
              <tbody style={look.rows}>
                <tr>
                  <td style={look.empty}>{t('subTable.empty')}</td>
                </tr>
              </tbody>
            ) : (
              <tbody style={{ ...look.rows, height: virtualizer.getTotalSize() }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const row = rows[item.index];
                  if (!row) return null;
                  return (
                    <Row
                      key={item.index}
                      rowIndex={item.index}
                      row={row}
                      flags={model.flags[item.index]}
                      start={item.start}
                      columns={shown}
                      columnProps={columnProps}
                      widgets={widgets}
                      template={template}
                      disabled={disabled}
                      readOnly={readOnly}
                      action={editable ? 'delete' : 'none'}
                      onCellChange={onCellChange}
                      onRemove={onRemove}
                      measure={virtualizer.measureElement}
                      look={look}
                    />
                  );
                })}
              </tbody>
            )}
            {props.showSummary ? (
              <SubTableSummary
                columns={shown}
                rows={rows}
                summaryField={summaryField}
                template={template}
                editable={editable}
                look={look}
              />
            ) : null}
          </table>
        </div>
      </Form.Item>
      {editable ? (
        <Button type="dashed" block autoInsertSpace={false} style={{ marginTop: 8 }} onClick={onAddRow}>
          {defaultWording(props.actionText, t) || t('subTable.add')}
        </Button>
      ) : null}
    </div>
  );
});
