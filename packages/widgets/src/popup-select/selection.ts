import type { PickerRow } from './popup-config.js';

/** The rows checked in a picker list, in the order they were checked, each with its key. */
export type Selection = ReadonlyArray<readonly [key: string, row: PickerRow]>;

/**
 * The selection after the user checks `row`: single selection keeps only the last checked row;
 * multiple selection toggles it.
 */
export function pickRow(selection: Selection, key: string, row: PickerRow, multiple: boolean): Selection {
  if (!multiple) return [[key, row]];
  return selection.some(([known]) => known === key)
    ? selection.filter(([known]) => known !== key)
    : [...selection, [key, row]];
}

/** Multiple selection after a "check all" on a page: adds the page's rows, or takes them away. */
export function pickRows(
  selection: Selection,
  rows: ReadonlyArray<readonly [string, PickerRow]>,
  checked: boolean,
): Selection {
  const keys = new Set(rows.map(([key]) => key));
  const others = selection.filter(([key]) => !keys.has(key));
  return checked ? [...others, ...rows] : others;
}

export function selectedKeys(selection: Selection): string[] {
  return selection.map(([key]) => key);
}
