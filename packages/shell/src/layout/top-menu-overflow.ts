/** Width each top-menu entry takes. */
export const TOP_MENU_ENTRY_WIDTH = 116;
/** The virtual route of the 更多 ... entry that holds the entries that do not fit. */
export const MENU_MORE_PATH = '/menuMore';

export interface TopMenuSplit<T> {
  shown: T[];
  /** Entries moved under 更多 ...; empty when everything fits. */
  more: T[];
}

/**
 * How many of `count` entries show at `width` px. When they do not all fit, the 更多 entry takes
 * one slot itself, so one entry fewer shows than the width could otherwise hold.
 */
export function visibleEntryCount(width: number, count: number): number {
  const slots = Math.max(0, Math.floor(width / TOP_MENU_ENTRY_WIDTH));
  if (count <= slots) return count;
  return Math.max(0, slots - 1);
}

export function splitTopMenu<T>(entries: T[], width: number): TopMenuSplit<T> {
  const count = visibleEntryCount(width, entries.length);
  return { shown: entries.slice(0, count), more: entries.slice(count) };
}

/** Routes where the first top-level entry opens by default. */
export const OPENS_FIRST_ENTRY = ['/home', '/dashboard', '/404'];
