import type { FormSchema, ListSchema, PageEndpoints } from '@formwork/schema';

/** A row as a list endpoint answers it: the record id and its stored values by vModel. */
export interface ListRow {
  id: string;
  [key: string]: unknown;
}

/** A node of the left tree of a type-2 list. */
export interface TreeOption {
  label: string;
  value: string | number;
  children?: TreeOption[];
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
  /** A static tree for a type-2 list instead of fetching it. */
  treeOptions?: TreeOption[];
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
}

/** What a page holding the list does with it, through a ref. */
export interface ListHandle {
  /** Fetches the current page again with the current query. */
  reload(): void;
}
