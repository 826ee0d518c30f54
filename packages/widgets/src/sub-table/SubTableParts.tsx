import { memo, useMemo } from 'react';
import { useWidgetText } from '../i18n/index.js';
import type { Column } from './columns.js';
import type { TableLook } from './look.js';
import { summaryRow } from './summary.js';
import type { SubTableRow } from './types.js';

interface HeaderProps {
  columns: readonly Column[];
  template: string;
  editable: boolean;
  look: TableLook;
}

/** 序号, the column labels (a red asterisk on required ones while editable) and 操作. */
export const SubTableHeader = memo(function SubTableHeader({
  columns,
  template,
  editable,
  look,
}: HeaderProps) {
  const t = useWidgetText();
  return (
    <thead style={look.head}>
      <tr className="fw-sub-table-header" style={{ ...look.header, gridTemplateColumns: template }}>
        <th style={{ ...look.headerCell, justifyContent: 'center' }}>{t('subTable.serial')}</th>
        {columns.map((column) => (
          <th key={column.vModel} style={look.headerCell}>
            {editable && column.required ? (
              <span className="fw-sub-table-asterisk" style={look.asterisk}>
                *
              </span>
            ) : null}
            {column.label ?? column.vModel}
          </th>
        ))}
        {editable ? (
          <th style={{ ...look.headerCell, justifyContent: 'center' }}>{t('subTable.actions')}</th>
        ) : null}
      </tr>
    </thead>
  );
});

interface SummaryProps extends HeaderProps {
  rows: readonly SubTableRow[];
  summaryField: readonly string[];
}

/** The 合计 row under the rows, kept in view while they scroll. */
export const SubTableSummary = memo(function SubTableSummary(props: SummaryProps) {
  const { columns, rows, summaryField, template, editable, look } = props;
  const t = useWidgetText();
  const label = t('subTable.summary');
  const cells = useMemo(
    () => summaryRow(columns, rows, summaryField, columns.length + 1, label),
    [columns, rows, summaryField, label],
  );
  if (!cells) return null;
  return (
    <tfoot style={look.foot}>
      <tr className="fw-sub-table-summary" style={{ ...look.summary, gridTemplateColumns: template }}>
        {cells.map((text, i) => (
          // The cells are positional: 合计, then one per column.
          // biome-ignore lint/suspicious/noArrayIndexKey: a summary cell is its column's place.
          <td key={i} style={look.summaryCell}>
            {text}
          </td>
        ))}
        {editable ? <td style={look.summaryCell} /> : null}
      </tr>
    </tfoot>
  );
});
