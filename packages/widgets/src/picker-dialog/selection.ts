/** One chosen entry as the selected list and the trigger show it. */
export interface PickedItem {
  key: string;
  label: string;
  /** A second, quieter line (a user's organisation). */
  description?: string;
}

/**
 * The selection after picking `item`: single mode replaces it, multiple mode appends unless an
 * entry with the same key is already there (duplicates are ignored).
 */
export function addPick<T>(
  selected: readonly T[],
  item: T,
  multiple: boolean,
  keyOf: (item: T) => string,
): T[] {
  if (!multiple) return [item];
  const key = keyOf(item);
  return selected.some((entry) => keyOf(entry) === key) ? [...selected] : [...selected, item];
}

/** The selection without the entry whose key is `key`. */
export function removePick<T>(selected: readonly T[], key: string, keyOf: (item: T) => string): T[] {
  return selected.filter((entry) => keyOf(entry) !== key);
}
