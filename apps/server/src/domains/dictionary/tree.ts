/** What nesting needs of a row: its own id and its parent's. */
interface Node {
  id: string;
  parentId: string;
}

export const ROOT = '0';

/**
 * Rows (already sorted) nested under their parents from `root` down, keeping the order. A row
 * whose parent is not among the rows is left out with its branch: a disabled item hides what
 * is filed under it. A cycle in bad data never reaches the root, so it is left out too.
 */
export function nest<T extends Node>(rows: readonly T[], root = ROOT): Array<T & { children?: T[] }> {
  const byParent = new Map<string, T[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const build = (parentId: string): Array<T & { children?: T[] }> =>
    (byParent.get(parentId) ?? []).map((row) => {
      const children = build(row.id);
      return children.length > 0 ? { ...row, children } : { ...row };
    });
  return build(root);
}

/** The rows of the nested tree, flat again in tree order: those reachable from the root. */
export function reachable<T extends Node>(rows: readonly T[], root = ROOT): T[] {
  const flat: T[] = [];
  const walk = (nodes: Array<T & { children?: T[] }>) => {
    for (const { children, ...row } of nodes) {
      flat.push(row as unknown as T);
      if (children) walk(children as Array<T & { children?: T[] }>);
    }
  };
  walk(nest(rows, root));
  return flat;
}
