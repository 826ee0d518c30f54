import { dataFieldsOf, type FieldSchema, ListType } from '@formwork/schema';
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { grantedColumns, grantedSearches } from '../permission/guard.js';
import { useAccess } from '../permission/use-access.js';
import { useNarrow } from '../responsive/use-narrow.js';
import { useRuntime } from '../runtime-context.js';
import { useListActions } from './actions/use-list-actions.js';
import { useColumnSettings } from './columns/use-column-settings.js';
import { useEditableRows } from './edit-rows/use-editable-rows.js';
import { useFeedback } from './feedback/use-feedback.js';
import { useGrouping } from './group/use-grouping.js';
import { ColumnSettingsOnUse, ExportDialogOnUse, PrintChooserOnUse, useOpenedOnce } from './panels-on-use.js';
import { useBatchPrint } from './print/use-batch-print.js';
import { buildListQuery, initialQueryState, isPaged, type ListQueryState } from './query/build-query.js';
import { useListData } from './query/use-list-data.js';
import { SearchForm, type SearchRequest } from './search/SearchForm.js';
import { useSummarySums } from './summary/use-summary-sums.js';
import { ListPagination } from './table/ListPagination.js';
import { ListTable, type RowActions } from './table/ListTable.js';
import { PageNamesContext } from './table/page-names.js';
import { scrollContainerOf, scrollToTop } from './table/scroll-to-top.js';
import { ListToolbar, type ToolbarAction } from './toolbar/ListToolbar.js';
import { type RowAction, RowButtons, rowButtonsWidth } from './toolbar/RowButtons.js';
import { TreePanel } from './tree/TreePanel.js';
import { listTreeOf } from './tree/tree-options.js';
import { useTreeRows } from './tree/use-tree-rows.js';
import type { ListHandle, ListRendererProps, ListRow } from './types.js';
import { useListButtons } from './use-list-buttons.js';
import { useListTexts } from './use-list-texts.js';

const NO_ROWS: ListRow[] = [];

/**
 * A list schema as a screen: search, toolbar, table (of nested rows for a tree table),
 * pagination, column settings, and a tree beside it that filters it.
 */
export const ListRenderer = forwardRef<ListHandle, ListRendererProps>(function ListRenderer(props, ref) {
  const { list, form, endpoints, menuId } = props;
  const can = useAccess(menuId, list);
  const feedback = useFeedback();
  const texts = useListTexts();
  const narrow = useNarrow();
  const fields = useMemo(
    () => new Map<string, FieldSchema>(dataFieldsOf(form).map((field) => [field.vModel ?? '', field])),
    [form],
  );
  const granted = useMemo(() => grantedColumns(list.columnList, can), [list.columnList, can]);
  const searches = useMemo(() => grantedSearches(list.searchList, can), [list.searchList, can]);
  const columns = useColumnSettings(menuId, granted);
  const buttons = useListButtons(props);

  const tree = props.tree ?? (list.type === ListType.leftTree ? listTreeOf(list) : undefined);
  const [state, setState] = useState<ListQueryState>(() => initialQueryState(list));
  // A tree that starts on its first node holds the list back until that node is chosen.
  const [treeReady, setTreeReady] = useState(!tree?.selectFirst);
  const filterStyle = endpoints.list.filters;
  const treeParam = tree?.param;
  const query = useMemo(
    () => buildListQuery(list, state, menuId, filterStyle, treeParam),
    [list, state, menuId, filterStyle, treeParam],
  );
  // A list whose address names the tree's parameter (`/items/{typeId}`) lists the chosen node's
  // rows: without a chosen node there is nothing to ask for.
  const placeholder = treeParam ? `{${treeParam}}` : undefined;
  const inPath = !!placeholder && endpoints.list.url.includes(placeholder);
  const chosen = state.treeValue !== undefined && state.treeValue !== '';
  const listEndpoint = useMemo(
    () =>
      inPath && placeholder
        ? {
            ...endpoints.list,
            url: endpoints.list.url.replaceAll(
              placeholder,
              encodeURIComponent(String(state.treeValue ?? '')),
            ),
          }
        : endpoints.list,
    [inPath, placeholder, endpoints.list, state.treeValue],
  );
  const fetched = useListData(listEndpoint, query, treeReady && (!inPath || chosen));
  const data = useMemo(
    () => (inPath && !chosen ? { ...fetched, rows: NO_ROWS, total: 0 } : fetched),
    [inPath, chosen, fetched],
  );
  // A selection belongs to the rows it was made on; a new page starts with none.
  const [selection, setSelection] = useState<{ rows: ListRow[]; keys: string[] }>({ rows: [], keys: [] });
  const selected = selection.rows === data.rows ? selection.keys : [];
  const [panel, setPanel] = useState<'columns' | 'export' | null>(null);
  const columnsOpened = useOpenedOnce(panel === 'columns');
  const exportOpened = useOpenedOnce(panel === 'export');
  const tableRef = useRef<HTMLDivElement>(null);
  // A reload the page asks for (after a dialog changed records) fetches the tree again as well:
  // the dialog may have changed its nodes (a dictionary's types).
  const [treeRound, setTreeRound] = useState(0);
  const reloadAll = useCallback(() => {
    data.reload();
    setTreeRound((round) => round + 1);
  }, [data.reload]);
  useImperativeHandle(ref, () => ({ reload: reloadAll, query: () => query }), [reloadAll, query]);

  const patch = useCallback(
    (next: Partial<ListQueryState>) => setState((current) => ({ ...current, ...next })),
    [],
  );
  const { reload: refetch } = data;
  // 查询 and 重置 always ask again, from page 1: with the same conditions the query would not
  // change, and a record added meanwhile would stay out of sight until 刷新. The two updates
  // render together, so a changed query still sends one request.
  const search = useCallback(
    ({ filters, keyword }: SearchRequest) => {
      patch({ filters, keyword, currentPage: 1 });
      refetch();
    },
    [patch, refetch],
  );
  const { onTreeSelect } = props;
  const chooseNode = useCallback(
    (treeValue: string | number | undefined) => {
      patch({ treeValue, currentPage: 1 });
      onTreeSelect?.(treeValue);
    },
    [patch, onTreeSelect],
  );
  const selectFirst = tree?.selectFirst;
  const firstChosen = useRef(false);
  const onTreeReady = useCallback(
    (first: string | number | undefined) => {
      if (!selectFirst || firstChosen.current) return;
      firstChosen.current = true;
      if (first !== undefined) chooseNode(first);
      setTreeReady(true);
    },
    [selectFirst, chooseNode],
  );
  const { transport } = useRuntime();
  const childrenUrl = endpoints.children?.url;
  const childrenMethod = endpoints.children?.method ?? 'GET';
  const loadChildren = useMemo(
    () =>
      childrenUrl
        ? async (row: ListRow) => {
            const url = childrenUrl.replaceAll('{dataId}', encodeURIComponent(row.id));
            const answer = await transport<unknown>({ method: childrenMethod, url });
            const list = Array.isArray(answer) ? answer : (answer as { list?: unknown } | null)?.list;
            return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
          }
        : undefined,
    [childrenUrl, childrenMethod, transport],
  );
  const treeRows = useTreeRows(
    list.type === ListType.treeTable,
    data.rows,
    endpoints.list.idField,
    loadChildren,
  );
  const { rows, reload } = data;
  const afterRemove = useCallback(
    (count: number) => {
      if (count >= rows.length && state.currentPage > 1) patch({ currentPage: state.currentPage - 1 });
      else reload();
    },
    [rows.length, state.currentPage, patch, reload],
  );
  const actions = useListActions({ endpoints, feedback, query, selected, afterRemove });
  const { printSelected } = actions;
  const printWith = useCallback((templateId: string) => void printSelected(templateId), [printSelected]);
  const batchPrint = useBatchPrint({
    endpoints,
    printIds: list.printIds,
    selected,
    message: feedback.message,
    print: printWith,
  });
  const chooserOpened = useOpenedOnce(batchPrint.choices !== null);

  const grouping = useGrouping(list, columns.shown, fields, rows, texts);
  const sums = useSummarySums(list, columns.shown, fields, rows);

  const editing = useEditableRows({
    list,
    columns: columns.shown,
    fields,
    endpoints,
    feedback,
    texts,
    reload,
    can,
  });

  const onToolbar = (action: ToolbarAction) => {
    if (action === 'add') props.onAdd?.();
    else if (action === 'download') setPanel('export');
    else if (action === 'batchPrint') void batchPrint.start();
    else void actions.removeSelected();
  };
  const onRow = useCallback(
    (action: RowAction, row: ListRow) => {
      if (action === 'edit') {
        if (editing.enabled) editing.start(row.id);
        else props.onEdit?.(row);
      } else if (action === 'detail') props.onDetail?.(row);
      else void actions.removeRow(row);
    },
    [props.onEdit, props.onDetail, actions.removeRow, editing.enabled, editing.start],
  );
  const rowActions = useMemo<RowActions | undefined>(
    () =>
      buttons.row.length + buttons.rowExtras.length === 0
        ? undefined
        : {
            width: rowButtonsWidth(buttons.row.length + buttons.rowExtras.length),
            render: (row) =>
              editing.buttonsOf(row) ?? (
                <RowButtons
                  row={row}
                  buttons={buttons.row}
                  onAction={onRow}
                  extras={buttons.rowExtras}
                  shown={props.rowButtonShown}
                />
              ),
          },
    [buttons.row, buttons.rowExtras, onRow, editing.buttonsOf, props.rowButtonShown],
  );
  const paged = isPaged(list);
  const batch = buttons.toolbar.some(
    (button) => button.value === 'batchRemove' || button.value === 'batchPrint',
  );

  const main = (
    <div style={{ flex: 1, minWidth: 0 }}>
      <SearchForm
        searchList={searches}
        fields={fields}
        showKeyword={props.showKeyword ?? searches.length === 0}
        onSearch={search}
      />
      <ListToolbar
        buttons={buttons.toolbar}
        onAction={onToolbar}
        onReload={data.reload}
        onColumns={() => setPanel('columns')}
        extras={buttons.toolbarExtras}
        {...(treeRows.enabled && { onExpandAll: treeRows.expandAll, onFoldAll: treeRows.foldAll })}
        {...(endpoints.import && { importUrl: endpoints.import.url, onImported: data.reload })}
      />
      <ListTable
        containerRef={tableRef}
        rows={treeRows.rows}
        loading={data.loading}
        columns={columns.shown}
        fields={fields}
        sort={state.sort}
        onSort={(sort) => patch({ sort, currentPage: 1 })}
        rowOffset={paged ? (state.currentPage - 1) * state.pageSize : 0}
        selection={
          batch ? { keys: selected, onChange: (keys) => setSelection({ rows: data.rows, keys }) } : undefined
        }
        actions={rowActions}
        groups={grouping}
        sums={sums}
        editor={editing.editor}
        cells={props.cells}
        tree={treeRows.enabled ? treeRows : undefined}
      />
      {paged && (
        <ListPagination
          currentPage={state.currentPage}
          pageSize={state.pageSize}
          total={data.total}
          onChange={(currentPage, pageSize) => {
            patch({ currentPage, pageSize });
            scrollToTop(scrollContainerOf(tableRef.current));
          }}
        />
      )}
    </div>
  );

  return (
    // On a phone the tree sits above the list rather than beside it: side by side neither fits.
    <div
      style={{
        display: 'flex',
        alignItems: narrow ? 'stretch' : 'flex-start',
        flexDirection: narrow ? 'column' : 'row',
      }}
    >
      {feedback.holder}
      {tree && (
        <TreePanel
          tree={tree}
          options={props.treeOptions}
          value={state.treeValue}
          onSelect={chooseNode}
          onReady={onTreeReady}
          refresh={treeRound}
        />
      )}
      <PageNamesContext.Provider value={data.names}>{main}</PageNamesContext.Provider>
      {columnsOpened && (
        <ColumnSettingsOnUse
          open={panel === 'columns'}
          onClose={() => setPanel(null)}
          columns={granted}
          settings={columns.settings}
          onChange={columns.change}
          onRestore={columns.restore}
        />
      )}
      {exportOpened && (
        <ExportDialogOnUse
          open={panel === 'export'}
          columns={columns.shown}
          onCancel={() => setPanel(null)}
          onInvalid={(text) => void feedback.message.warning(text)}
          onExport={async (choice) => {
            if (await actions.exportRows(choice)) setPanel(null);
          }}
        />
      )}
      {chooserOpened && (
        <PrintChooserOnUse
          options={batchPrint.choices}
          onChoose={batchPrint.choose}
          onCancel={batchPrint.cancel}
        />
      )}
    </div>
  );
});
