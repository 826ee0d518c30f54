import { type ListSchema, ListType, type OnlineDevListQuery, SearchType } from '@formwork/schema';

/** Rows a list without paging asks for in one go. */
export const UNPAGED_PAGE_SIZE = 10000;

export interface SortState {
  sidx: string;
  sort: 'asc' | 'desc';
}

/** What the user has asked the list for; everything the request is built from. */
export interface ListQueryState {
  currentPage: number;
  pageSize: number;
  keyword: string;
  /** vModel -> search value as the search widgets emit it. */
  filters: Record<string, unknown>;
  /** The node chosen in the list's left tree. */
  treeValue?: string | number;
  /** The column the user sorted by; null falls back to the schema's default order. */
  sort: SortState | null;
}

/**
 * Whether the list pages: not when paging is off, nor when it draws groups or a tree of rows,
 * which need every record.
 */
export const isPaged = (list: Pick<ListSchema, 'hasPage' | 'type'>): boolean =>
  list.hasPage && list.type !== ListType.grouped && list.type !== ListType.treeTable;

export function initialQueryState(list: ListSchema): ListQueryState {
  return { currentPage: 1, pageSize: list.pageSize || 20, keyword: '', filters: {}, sort: null };
}

/** A search value that filters nothing: empty text, nothing chosen, or a range open at both ends. */
export function isEmptySearch(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((item) => item === null || item === undefined || item === '');
  return false;
}

/** queryJson: vModel -> value, ranges as [start, end]; undefined when nothing filters. */
export function buildQueryJson(
  filters: Record<string, unknown>,
  tree?: { relation?: string; value?: string | number },
): string | undefined {
  const query = activeFilters(filters);
  if (tree?.relation && tree.value !== undefined && tree.value !== '') query[tree.relation] = tree.value;
  return Object.keys(query).length > 0 ? JSON.stringify(query) : undefined;
}

/** The search values that filter something, text trimmed. */
function activeFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const active: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(filters)) {
    if (isEmptySearch(value)) continue;
    active[prop] = typeof value === 'string' ? value.trim() : value;
  }
  return active;
}

/**
 * The body (or query parameters) of one list request. The search values travel as one queryJson
 * text, or with `filters: 'params'` each as its own parameter; the tree's chosen node travels
 * as one of them, under `treeParam` (a left-tree list's tree relation unless the page names one).
 */
export function buildListQuery(
  list: ListSchema,
  state: ListQueryState,
  menuId: string,
  filters: 'queryJson' | 'params' = 'queryJson',
  treeParam: string | undefined = list.treeRelation,
): OnlineDevListQuery {
  const paged = isPaged(list);
  const query: OnlineDevListQuery = {
    currentPage: paged ? state.currentPage : 1,
    pageSize: paged ? state.pageSize : UNPAGED_PAGE_SIZE,
    menuId,
  };
  const sidx = state.sort?.sidx ?? list.defaultSidx;
  if (sidx) {
    query.sidx = sidx;
    query.sort = state.sort?.sort ?? list.sort ?? 'desc';
  }
  const keyword = state.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters === 'params') {
    const own = activeFilters(state.filters);
    // A range travels as start<Prop> and end<Prop> (a "time" range as JNPF's startTime and
    // endTime), since a list in one parameter has no spelling every server reads alike.
    for (const search of list.searchList) {
      const range = own[search.prop];
      if (search.searchType !== SearchType.range || !Array.isArray(range)) continue;
      delete own[search.prop];
      const name = search.prop.charAt(0).toUpperCase() + search.prop.slice(1);
      const [start, end] = range as unknown[];
      if (!isEmptySearch(start)) own[`start${name}`] = start;
      if (!isEmptySearch(end)) own[`end${name}`] = end;
    }
    const tree = treeParam && state.treeValue !== undefined && state.treeValue !== '';
    if (tree && treeParam) own[treeParam] = state.treeValue;
    // The query's own names (page, sort, menu) win over a search field that shares one.
    return { ...own, ...query };
  }
  const queryJson = buildQueryJson(state.filters, { relation: treeParam, value: state.treeValue });
  if (queryJson) query.queryJson = queryJson;
  return query;
}
