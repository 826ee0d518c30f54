import type { ListRow } from '../types.js';

/** What a group row stands for: the shared display text, a value showing it, and how many records. */
export interface GroupInfo {
  text: string;
  /** The first record's value, to draw the label as that record's cell draws it. */
  value: unknown;
  count: number;
}

// '@' starts no record id, so a group row's key and marks never meet a record's.
const GROUP = '@group';
/** Where a group row keeps its records (not `children`, which may be a field's vModel). */
export const GROUP_RECORDS = '@records';

export type GroupRow = ListRow & { [GROUP]: GroupInfo; [GROUP_RECORDS]: ListRow[] };

/** The group a row stands for, or undefined for a record. */
export const groupOf = (row: ListRow): GroupInfo | undefined =>
  Object.hasOwn(row, GROUP) ? (row[GROUP] as GroupInfo) : undefined;

/**
 * One group row per distinct display text of `prop`, in the order the texts first appear (so
 * the server's sort orders the groups too), each holding its records.
 */
export function groupRows(
  rows: readonly ListRow[],
  prop: string,
  textOf: (value: unknown) => string,
): GroupRow[] {
  const groups = new Map<string, GroupRow>();
  for (const row of rows) {
    const value = row[prop];
    const text = textOf(value);
    let group = groups.get(text);
    if (!group) {
      group = { id: `${GROUP}:${text}`, [GROUP]: { text, value, count: 0 }, [GROUP_RECORDS]: [] };
      groups.set(text, group);
    }
    group[GROUP_RECORDS].push(row);
    group[GROUP].count += 1;
  }
  return [...groups.values()];
}
