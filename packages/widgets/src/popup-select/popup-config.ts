import { zh } from '../i18n/catalogue.js';

/** A row of a picker list, as the provider answers it. */
export type PickerRow = Readonly<Record<string, unknown>>;

/** A configured column (JNPF columnOptions): the row key it shows and its header. */
export interface ColumnOption {
  value: string;
  label: string;
}

export type PopupType = 'dialog' | 'drawer';

/** Dialogs are 800px wide. */
export const POPUP_WIDTH = '800px';
/** Popup page size 20; without paging one request asks for 10000 rows. */
export const POPUP_PAGE_SIZE = 20;
export const UNPAGED_PAGE_SIZE = 10000;
/** The page sizes a pager offers. */
export const PAGE_SIZES = [20, 50, 100, 500] as const;
/** JNPF's title of a picker dialog, and the relation form's one. */
export const PICKER_TITLE = zh.popup.title;
export const EMPTY_TEXT = zh.picker.empty;

/** The page size a list asks for: the configured one when paged, everything (10000) when not. */
export function requestPageSize(hasPage: boolean | undefined, pageSize: number | undefined): number {
  if (!hasPage) return UNPAGED_PAGE_SIZE;
  return pageSize && pageSize > 0 ? pageSize : POPUP_PAGE_SIZE;
}

/** The row keys the list asks the provider for, in the configured order. */
export function columnKeys(columns: readonly ColumnOption[] | undefined): string[] {
  return (columns ?? []).map((column) => column.value).filter((key) => key !== '');
}

/** How a cell shows a value: text as is, lists joined, nothing for null or undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The keys a stored value names: none for null, undefined or '', each non-empty entry of a list. */
export function valueKeys(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((one) => one !== null && one !== undefined && one !== '').map(String);
}

/** The number a row shows in the serial-number column, counting on across pages. */
export function serialNumber(index: number, currentPage: number, pageSize: number): number {
  return (currentPage - 1) * pageSize + index + 1;
}
