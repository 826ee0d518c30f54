/**
 * Canonical list schema: JNPF's columnData, versioned like forms.
 */
export interface ListSchema {
  version: 1;
  kind: 'list';
  /** 1 plain, 2 left tree + table, 3 grouped, 4 editable rows, 5 tree table. */
  type: 1 | 2 | 3 | 4 | 5;
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

/** 1 equal, 2 fuzzy, 3 range. */
export type SearchType = 1 | 2 | 3;

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
  type: 1,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  columnList: [],
  searchList: [],
  btnsList: [],
  columnBtnsList: [],
} as const satisfies ListSchema;
