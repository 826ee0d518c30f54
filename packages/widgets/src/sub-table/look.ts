import { type GlobalToken, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useMemo } from 'react';

/** The styles of the table's parts, from the antd theme, built once per theme. */
export interface TableLook {
  scroller: CSSProperties;
  table: CSSProperties;
  head: CSSProperties;
  header: CSSProperties;
  headerCell: CSSProperties;
  asterisk: CSSProperties;
  rows: CSSProperties;
  row: CSSProperties;
  cell: CSSProperties;
  indexCell: CSSProperties;
  message: CSSProperties;
  foot: CSSProperties;
  summary: CSSProperties;
  summaryCell: CSSProperties;
  empty: CSSProperties;
}

function lookOf(token: GlobalToken): TableLook {
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  // Table elements laid out as blocks and grids: the rows are positioned one by one (virtualized).
  const cell: CSSProperties = {
    display: 'block',
    padding: '4px 8px',
    borderRight: line,
    minWidth: 0,
    alignSelf: 'stretch',
    textAlign: 'left',
    fontWeight: 'normal',
  };
  return {
    scroller: { overflow: 'auto', border: line, borderRadius: token.borderRadiusSM, position: 'relative' },
    table: { display: 'block', borderCollapse: 'collapse', borderSpacing: 0 },
    // Opaque under the header's tint: rows scroll beneath it.
    head: { display: 'block', position: 'sticky', top: 0, zIndex: 2, background: token.colorBgContainer },
    header: {
      display: 'grid',
      background: token.colorFillAlter,
      borderBottom: line,
    },
    headerCell: {
      ...cell,
      padding: '8px',
      display: 'flex',
      alignItems: 'center',
      fontWeight: token.fontWeightStrong,
    },
    asterisk: { color: token.colorError, marginRight: 4 },
    rows: { display: 'block', position: 'relative', width: '100%' },
    row: {
      display: 'grid',
      position: 'absolute',
      top: 0,
      left: 0,
      width: '100%',
      borderBottom: line,
      background: token.colorBgContainer,
    },
    cell,
    indexCell: { ...cell, display: 'flex', alignItems: 'center', justifyContent: 'center' },
    message: { color: token.colorError, fontSize: token.fontSizeSM, lineHeight: 1.5 },
    foot: { display: 'block', position: 'sticky', bottom: 0, zIndex: 2, background: token.colorBgContainer },
    summary: { display: 'grid', background: token.colorFillAlter, borderTop: line },
    summaryCell: { ...cell, padding: '8px' },
    empty: { display: 'block', padding: 16, textAlign: 'center', color: token.colorTextDisabled },
  };
}

export function useTableLook(): TableLook {
  const { token } = theme.useToken();
  return useMemo(() => lookOf(token), [token]);
}
