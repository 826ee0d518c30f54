import { checkRule, type EntryInput } from '../../crud/entry.js';
import { badField } from '../../http/envelope.js';
import { ROOT } from './tree.js';

/** What the manage screens may set on a type or an item; ids and times are the server's. */
export interface TreeEntryInput extends EntryInput {
  parentId?: string;
}

export const checkCode = (enCode: string) => checkRule('enCode', 'code', enCode);

/** The id and everything filed under it, from rows of {id, parentId}. */
export function branchOf(rows: ReadonlyArray<{ id: string; parentId: string }>, id: string): Set<string> {
  const branch = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (branch.has(row.parentId) && !branch.has(row.id)) {
        branch.add(row.id);
        grew = true;
      }
    }
  }
  return branch;
}

/** A parent must exist among the rows and may not be the entry itself or under it. */
export function checkParent(
  rows: ReadonlyArray<{ id: string; parentId: string }>,
  parentId: string,
  selfId?: string,
): void {
  if (parentId === ROOT) return;
  if (!rows.some((row) => row.id === parentId))
    throw badField('parentId', 'dictionary.parentMissing', { parentId });
  if (selfId && branchOf(rows, selfId).has(parentId))
    throw badField('parentId', 'dictionary.parentIsOwnDescendant');
}
