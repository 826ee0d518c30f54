/** What nesting needs of a row: its own id and its parent's. */
interface Node {
  id: string;
  parentId: string;
}

export type TreeNode<T> = T & { hasChildren: boolean; children: Array<TreeNode<T>> };

/** The parent id of entries at the top of the menu, and of buttons at the top of an entry. */
export const ROOT = '-1';

/**
 * Rows (already sorted) nested under their parents, keeping the order. A row whose parent is
 * missing, or that sits in a cycle bad data made, is shown at the top level rather than hidden:
 * an administrator must be able to see it to move it.
 */
export function nestAll<T extends Node>(rows: readonly T[]): Array<TreeNode<T>> {
  const byParent = new Map<string, T[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const placed = new Set<string>();
  const build = (row: T): TreeNode<T> => {
    placed.add(row.id);
    const children = (byParent.get(row.id) ?? []).filter((child) => !placed.has(child.id)).map(build);
    return { ...row, hasChildren: children.length > 0, children };
  };
  const ids = new Set(rows.map((row) => row.id));
  const tops = rows.filter((row) => row.parentId === ROOT || !ids.has(row.parentId)).map(build);
  const stranded = rows.filter((row) => !placed.has(row.id));
  for (const row of stranded) if (!placed.has(row.id)) tops.push(build(row));
  return tops;
}

/** The id and everything filed under it, from rows of {id, parentId}. */
export function branchOf(rows: ReadonlyArray<Node>, id: string): Set<string> {
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

/** The rows `keep` accepts and every row above them, so that matches show where they are filed. */
export function withAncestors<T extends Node>(rows: readonly T[], keep: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept = new Set<string>();
  for (const row of rows) {
    if (!keep(row)) continue;
    let current: T | undefined = row;
    while (current && !kept.has(current.id)) {
      kept.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return rows.filter((row) => kept.has(row.id));
}
