import type { FormSchema, ListSchema, OnlineDevListQuery, PageEndpoints } from '@formwork/schema';
import type { ReactNode } from 'react';
import type { RowAction } from './toolbar/RowButtons.js';

/** A row as a list endpoint answers it: the record id and its stored values by vModel. */
export interface ListRow {
  id: string;
  [key: string]: unknown;
}

/** A node of the left tree of a left-tree list. */
export interface TreeOption {
  label: string;
  value: string | number;
  children?: TreeOption[];
}

/** A tree beside the list whose chosen node filters it: a left-tree list's, or one its page gives. */
export interface ListTree {
  /** GET answering the nodes (a list, `{list}` or `{data}`); null for `options` given instead. */
  url: string | null;
  idField: string;
  labelField: string;
  childrenField: string;
  /** The search value the chosen node's id travels as. */
  param?: string;
  title?: string;
  /** Chooses the first node once the tree arrives; the list waits for it. */
  selectFirst?: boolean;
}

export interface ListRendererProps {
  list: ListSchema;
  /** The form the list's records follow: it formats cells and builds the search widgets. */
  form: FormSchema;
  endpoints: PageEndpoints;
  /** The menu entry the list is shown under: its permissions and the user's column settings. */
  menuId: string;
  /** Add, edit and detail open the form; without a handler the button is not offered. */
  onAdd?: () => void;
  onEdit?: (row: ListRow) => void;
  onDetail?: (row: ListRow) => void;
  /** A static tree for a left-tree list instead of fetching it. */
  treeOptions?: TreeOption[];
  /** A tree beside the list whatever its type; by default a left-tree list's own. */
  tree?: ListTree;
  /** Told of each node chosen in the tree (undefined when let go). */
  onTreeSelect?: (value: string | number | undefined) => void;
  /** Cells the page draws itself, by column prop (a switch, say). */
  cells?: ReadonlyMap<string, (row: ListRow) => ReactNode>;
  /** Whether a row offers one of the list's own row buttons; all of them when absent. */
  rowButtonShown?: (action: RowAction, row: ListRow) => boolean;
  /** Shows a keyword box; by default only when the list has no search fields. */
  showKeyword?: boolean;
  /** Buttons the page adds before the toolbar's own. */
  toolbarExtras?: readonly ExtraButton[];
  /** Buttons the page adds before each row's own. */
  rowExtras?: readonly ExtraButton[];
}

/** A button a page adds beside the list's own actions; the list only draws it and checks its grant. */
export interface ExtraButton {
  key: string;
  label: string;
  /** The button enCode that grants it when the list checks button permissions; else always shown. */
  permission?: string;
  primary?: boolean;
  danger?: boolean;
  /** Given the row for a row button. */
  onClick: (row?: ListRow) => void;
  /** Row buttons: whether this row offers it; every row when absent. */
  shownFor?: (row: ListRow) => boolean;
}

/** What a page holding the list does with it, through a ref. */
export interface ListHandle {
  /** Fetches the current page again with the current query. */
  reload(): void;
  /** What the list asks its endpoint for now: page, order, search values, tree node. */
  query(): OnlineDevListQuery;
}
