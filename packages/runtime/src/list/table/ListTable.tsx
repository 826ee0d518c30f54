import type { FieldSchema, ListColumn } from '@formwork/schema';
import { Table, type TableColumnType } from 'antd';
import { type ReactNode, type Ref, useMemo } from 'react';
import type { SortState } from '../query/build-query.js';
import { LIST_TEXT } from '../texts.js';
import type { ListRow } from '../types.js';
import { dataColumns, rowNumberColumn, sortFromTable } from './build-columns.js';

export interface RowActions {
  width: number;
  render: (row: ListRow) => ReactNode;
}

export interface ListTableProps {
  rows: ListRow[];
  loading: boolean;
  columns: readonly ListColumn[];
  fields: ReadonlyMap<string, FieldSchema>;
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  /** Rows before this page, so the row numbers continue across pages. */
  rowOffset: number;
  /** Checkboxes for batch actions; absent when there are none. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
  actions?: RowActions;
  containerRef?: Ref<HTMLDivElement>;
}

export function ListTable(props: ListTableProps) {
  const { rows, loading, columns, fields, sort, onSort, rowOffset, selection, actions } = props;
  const fixed = columns.some((column) => column.fixed === 'left' || column.fixed === 'right');
  const tableColumns = useMemo(() => {
    const all: TableColumnType<ListRow>[] = [
      rowNumberColumn(rowOffset, fixed),
      ...dataColumns(columns, fields, sort),
    ];
    if (actions) {
      all.push({
        key: '@actions',
        title: LIST_TEXT.actions,
        width: actions.width,
        fixed: fixed ? 'right' : undefined,
        render: (_value: unknown, row: ListRow) => actions.render(row),
      });
    }
    return all;
  }, [columns, fields, sort, rowOffset, fixed, actions]);

  return (
    <div ref={props.containerRef}>
      <Table<ListRow>
        rowKey="id"
        size="middle"
        columns={tableColumns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={fixed ? { x: 'max-content' } : undefined}
        locale={{ emptyText: LIST_TEXT.empty }}
        rowSelection={
          selection && {
            selectedRowKeys: selection.keys,
            onChange: (keys) => selection.onChange(keys.map(String)),
          }
        }
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') onSort(sortFromTable(sorter));
        }}
      />
    </div>
  );
}
