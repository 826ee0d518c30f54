import { badField, fieldProblem } from '../../http/envelope.js';
import { namedRuleProblem } from '../../http/i18n/index.js';
import { ROOT } from './tree.js';

/** What the manage screens may set on a type or an item; ids and times are the server's. */
export interface EntryInput {
  parentId?: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

export function checkCode(enCode: string): void {
  const problem = namedRuleProblem('code', enCode);
  if (problem) throw fieldProblem('enCode', problem);
}

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

/** A unique index refused the write: someone saved the same code at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export const epoch = (date: Date | null) => (date ? date.getTime() : null);
