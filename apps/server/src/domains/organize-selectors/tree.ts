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

/** Nests flat nodes, keeping their order; a node whose parent is not among them is a root. */
export function nest(flat: readonly FlatNode[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>(
    flat.map((node) => [node.id, { ...node, hasChildren: false, isLeaf: true }]),
  );
  const roots: TreeNode[] = [];
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
export function without(nodes: readonly TreeNode[], id: string): TreeNode[] {
  return nodes.flatMap((node) => {
    if (node.id === id) return [];
    if (!node.children) return [node];
    return [settle({ ...node, children: without(node.children, id) })];
  });
}

/**
 * Keeps the nodes `keep` accepts with everything under them, and the nodes on the way to them,
 * so the picker shows where a match sits.
 */
export function keepMatching(nodes: readonly TreeNode[], keep: (node: TreeNode) => boolean): TreeNode[] {
  return nodes.flatMap((node) => {
    if (keep(node)) return [node];
    const children = keepMatching(node.children ?? [], keep);
    return children.length ? [settle({ ...node, children })] : [];
  });
}

/** The nodes whose name contains the keyword (without regard to case), as keepMatching keeps them. */
export function searchTree(nodes: readonly TreeNode[], keyword: string | undefined): TreeNode[] {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return [...nodes];
  return keepMatching(nodes, (node) => node.fullName.toLowerCase().includes(wanted));
}

function settle(node: TreeNode): TreeNode {
  const hasChildren = Boolean(node.children?.length);
  const { children, ...rest } = node;
  return hasChildren
    ? { ...rest, children, hasChildren, isLeaf: false }
    : { ...rest, hasChildren, isLeaf: true };
}
