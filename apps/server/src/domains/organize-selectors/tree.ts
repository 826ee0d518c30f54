/** A node of the organisation-like trees pickers read. */
export interface TreeNode {
  id: string;
  parentId: string;
  fullName: string;
  type: string;
  icon: string;
  hasChildren: boolean;
  isLeaf: boolean;
  /** Organisation ids from the root down to this node (to this organisation for others). */
  organizeIds: string[];
  enCode?: string;
  children?: TreeNode[];
}

export type FlatNode = Omit<TreeNode, 'hasChildren' | 'isLeaf' | 'children'>;

/** A flat node nested: it keeps whatever else it carries, and so do its children. */
export type Nested<T extends FlatNode> = T & {
  hasChildren: boolean;
  isLeaf: boolean;
  children?: Nested<T>[];
};

/** Nests flat nodes, keeping their order; a node whose parent is not among them is a root. */
export function nest<T extends FlatNode>(flat: readonly T[]): Nested<T>[] {
  const nodes = new Map<string, Nested<T>>(
    flat.map((node) => [node.id, { ...node, hasChildren: false, isLeaf: true }]),
  );
  const roots: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === node.id ? undefined : nodes.get(node.parentId);
    if (!parent) {
      roots.push(node);
      continue;
    }
    parent.children ??= [];
    parent.children.push(node);
    parent.hasChildren = true;
    parent.isLeaf = false;
  }
  return roots;
}

/** Leaves out the node with `id` and everything under it (a node cannot move under itself). */
export function without<T extends TreeNode>(nodes: readonly T[], id: string): T[] {
  return nodes.flatMap((node) => {
    if (node.id === id) return [];
    if (!node.children) return [node];
    return [settle({ ...node, children: without(node.children as T[], id) })];
  });
}

/**
 * Keeps the nodes `keep` accepts with everything under them, and the nodes on the way to them,
 * so the picker shows where a match sits.
 */
export function keepMatching<T extends TreeNode>(nodes: readonly T[], keep: (node: T) => boolean): T[] {
  return nodes.flatMap((node) => {
    if (keep(node)) return [node];
    const children = keepMatching((node.children ?? []) as T[], keep);
    return children.length ? [settle({ ...node, children })] : [];
  });
}

/** The nodes whose name contains the keyword (without regard to case), as keepMatching keeps them. */
export function searchTree<T extends TreeNode>(nodes: readonly T[], keyword: string | undefined): T[] {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return [...nodes];
  return keepMatching(nodes, (node) => node.fullName.toLowerCase().includes(wanted));
}

function settle<T extends TreeNode>(node: T): T {
  const hasChildren = Boolean(node.children?.length);
  const { children, ...rest } = node;
  return (
    hasChildren ? { ...rest, children, hasChildren, isLeaf: false } : { ...rest, hasChildren, isLeaf: true }
  ) as T;
}
