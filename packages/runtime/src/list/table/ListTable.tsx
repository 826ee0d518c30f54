import type { FieldSchema, ListColumn } from '@formwork/schema';
import { Table, type TableColumnType } from 'antd';
import { type ReactNode, type Ref, useMemo, useState } from 'react';
import { useDisplayWords } from '../../i18n/display-words.js';
import { useNarrow } from '../../responsive/use-narrow.js';
import { GROUP_RECORDS, type GroupInfo, type GroupRow, groupOf } from '../group/group-rows.js';
import type { SortState } from '../query/build-query.js';
import { SummaryRow } from '../summary/SummaryRow.js';
import type { TreeRows } from '../tree/use-tree-rows.js';
import type { ListRow } from '../types.js';
import { useListTexts } from '../use-list-texts.js';
import { dataColumns, rowNumberColumn, sortFromTable } from './build-columns.js';

export interface RowActions {
  width: number;
  render: (row: ListRow) => ReactNode;
}

/** Records drawn under one expandable row per group (type 3). */
export interface TableGroups {
  rows: GroupRow[];
  label: (group: GroupInfo) => ReactNode;
}

export interface ListTableProps {
  /** The records; with `groups`, the same records are drawn inside their groups. */
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
  groups?: TableGroups;
  /** The 合计 row's texts by vModel; no summary row without it. */
  sums?: ReadonlyMap<string, string>;
  /** A cell's editor when its row is in edit; undefined draws the value. */
  editor?: (column: ListColumn, row: ListRow) => ReactNode | undefined;
  /** Cells the page draws itself, by column prop. */
  cells?: ReadonlyMap<string, (row: ListRow) => ReactNode>;
  /** A tree table: rows hold their children, each parent open or folded. */
  tree?: Pick<TreeRows, 'expandedKeys' | 'onExpand'>;
}

type Column = TableColumnType<ListRow>;

/** A property no row has, so antd finds no nested rows in a list that is no tree. */
const NO_CHILDREN = '@noChildren';

/**
 * On a phone the table scrolls sideways under its row number and first data column, which stay
 * put so a row can still be told apart; the schema's own fixed columns would leave no room.
 */
function pinFirst(columns: Column[]): Column[] {
  return columns.map((column, index) => ({ ...column, fixed: index === 0 ? 'left' : undefined }));
}

/** A group row is one cell across the table (its label in the first); records draw as usual. */
function withGroupRows(columns: Column[], label: (group: GroupInfo) => ReactNode): Column[] {
  return columns.map((column, index) => {
    const render = column.render;
    return {
      ...column,
      onCell: (row: ListRow) => {
        if (!groupOf(row)) return {};
        return { colSpan: index === 0 ? columns.length : 0 };
      },
      render: (value: unknown, row: ListRow, rowIndex: number) => {
        const group = groupOf(row);
        if (group) return index === 0 ? label(group) : null;
        return render?.(value, row, rowIndex);
      },
    };
  });
}

/** Cells of a row in edit draw the editor instead of the value. */
function withEditors(
  columns: Column[],
  listColumns: readonly ListColumn[],
  editor: ListTableProps['editor'],
) {
  if (!editor) return columns;
  const byProp = new Map(listColumns.map((column) => [column.prop, column]));
  return columns.map((column) => {
    const listColumn = typeof column.key === 'string' ? byProp.get(column.key) : undefined;
    const render = column.render;
    if (!listColumn) return column;
    return {
      ...column,
      render: (value: unknown, row: ListRow, rowIndex: number) =>
        editor(listColumn, row) ?? render?.(value, row, rowIndex),
    };
  });
}

export function ListTable(props: ListTableProps) {
  const {
    rows,
    loading,
    columns,
    fields,
    sort,
    onSort,
    rowOffset,
    selection,
    actions,
    groups,
    editor,
    cells,
    tree,
  } = props;
  const texts = useListTexts();
  const words = useDisplayWords();
  const narrow = useNarrow();
  const fixed = columns.some((column) => column.fixed === 'left' || column.fixed === 'right');
  const tableColumns = useMemo(() => {
    const data = dataColumns(columns, fields, sort, words, cells);
    const all: Column[] = [
      rowNumberColumn(rowOffset, fixed || narrow, texts.rowNumber),
      ...withEditors(narrow ? pinFirst(data) : data, columns, editor),
    ];
    if (actions) {
      all.push({
        key: '@actions',
        title: texts.actions,
        width: actions.width,
        fixed: fixed && !narrow ? 'right' : undefined,
        render: (_value: unknown, row: ListRow) => actions.render(row),
      });
    }
    return groups ? withGroupRows(all, groups.label) : all;
  }, [columns, fields, sort, rowOffset, fixed, narrow, actions, groups, editor, texts, words, cells]);

  // Groups start open; the user may fold any of them.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const grouped = groups && {
    childrenColumnName: GROUP_RECORDS,
    expandedRowKeys: groups.rows.filter((group) => !folded.has(group.id)).map((group) => group.id),
    onExpand: (open: boolean, row: ListRow) =>
      setFolded((current) => {
        const next = new Set(current);
        if (open) next.delete(row.id);
        else next.add(row.id);
        return next;
      }),
  };
  // Rows of a plain list never nest, whatever their properties are called.
  const expandable = grouped ??
    (tree && { expandedRowKeys: [...tree.expandedKeys], onExpand: tree.onExpand }) ?? {
      childrenColumnName: NO_CHILDREN,
    };

  const sums = props.sums;
  return (
    <div ref={props.containerRef}>
      <Table<ListRow>
        rowKey="id"
        size="middle"
        columns={tableColumns}
        dataSource={groups ? groups.rows : rows}
        loading={loading}
        pagination={false}
        scroll={fixed || narrow ? { x: 'max-content' } : undefined}
        locale={{ emptyText: texts.empty }}
        expandable={expandable}
        rowSelection={
          selection && {
            selectedRowKeys: selection.keys,
            onChange: (keys) => selection.onChange(keys.map(String)),
            // A group row stands for no record: it has nothing to select.
            renderCell: (_checked, row, _index, node) => (groupOf(row) ? null : node),
            getCheckboxProps: (row) => ({ disabled: !!groupOf(row) }),
          }
        }
        summary={
          sums &&
          (() => (
            <Table.Summary>
              <SummaryRow
                label={texts.summary}
                columns={columns}
                sums={sums}
                leading={selection ? 2 : 1}
                actions={!!actions}
              />
            </Table.Summary>
          ))
        }
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') onSort(sortFromTable(sorter));
        }}
      />
    </div>
  );
}
