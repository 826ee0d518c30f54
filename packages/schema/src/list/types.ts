/** How a list lays out its rows: JNPF's columnData.type, numbered as JNPF numbers it. */
export const ListType = {
  /** One table of rows. */
  plain: 1,
  /** A tree on the left (treeDataSource) narrows the table to the rows under the chosen node. */
  leftTree: 2,
  /** Rows grouped under the display value of groupField, without pages. */
  grouped: 3,
  /** Rows edited in place in the table. */
  editable: 4,
  /** Rows nested under their parent row, without pages. */
  treeTable: 5,
} as const;
export type ListType = (typeof ListType)[keyof typeof ListType];

const LIST_TYPES: readonly number[] = Object.values(ListType);
/** Whether a number read from outside (an import, a request) names a list type. */
export const isListType = (value: number): value is ListType => LIST_TYPES.includes(value);

/**
 * Canonical list schema: JNPF's columnData, versioned like forms.
 */
export interface ListSchema {
  version: 1;
  kind: 'list';
  type: ListType;
  hasPage: boolean;
  pageSize: number;
  defaultSidx?: string;
  sort?: 'asc' | 'desc';
  columnList: ListColumn[];
  searchList: ListSearch[];
  btnsList: ListButton<'add' | 'download' | 'upload' | 'batchRemove' | 'batchPrint'>[];
  columnBtnsList: ListButton<'edit' | 'remove' | 'detail'>[];
  treeTitle?: string;
  treeDataSource?: 'dictionary' | 'organize' | 'department' | 'api';
  treeDictionary?: string;
  treePropsUrl?: string;
  treeRelation?: string;
  treePropsValue?: string;
  treePropsLabel?: string;
  /** Type 3: the vModel whose display value groups the rows. */
  groupField?: string;
  useColumnPermission?: boolean;
  useFormPermission?: boolean;
  useBtnPermission?: boolean;
  useDataPermission?: boolean;
  /** A 合计 row under the table with the sums of the current page's `summaryField` columns. */
  showSummary?: boolean;
  /** vModels of the summed columns. */
  summaryField?: string[];
  /** The print templates the `batchPrint` button offers; with more than one the user chooses. */
  printIds?: string[];
}

export interface ListColumn {
  label: string;
  /** The form field's vModel. */
  prop: string;
  jnpfKey?: string;
  fixed?: 'left' | 'right' | 'none';
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  width?: number;
  /**
   * How the cells show their values: a dayjs pattern for moments and times, or 'thousands',
   * 'money' or 'percent' for numbers; `columnFormatsFor(jnpfKey)` lists those offered.
   */
  format?: string;
}

/** How a search of a list matches a field: JNPF's searchType, numbered as JNPF numbers it. */
export const SearchType = {
  /** The value itself, or any of several values. */
  equal: 1,
  /** The text anywhere in the field's text; the list's keyword searches these too. */
  fuzzy: 2,
  /** Between a start and an end, either of which may be open. */
  range: 3,
} as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

const SEARCH_TYPES: readonly number[] = Object.values(SearchType);
/** Whether a number read from outside (an import, a request) names a search type. */
export const isSearchType = (value: number): value is SearchType => SEARCH_TYPES.includes(value);

export interface ListSearch {
  label: string;
  prop: string;
  jnpfKey?: string;
  searchType: SearchType;
  searchMultiple?: boolean;
}

export interface ListButton<V extends string> {
  value: V;
  label: string;
  icon?: string;
}

export const defaultListSchema = {
  version: 1,
  kind: 'list',
  type: ListType.plain,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  columnList: [],
  searchList: [],
  btnsList: [],
  columnBtnsList: [],
} as const satisfies ListSchema;
