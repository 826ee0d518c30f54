// Helpers shared by this folder's tests (excluded from the build, like every test-fixtures.ts).
import type { AuthorizeNode } from './authorize-values.js';

export const AUTHORITY = '/api/permission/Authority';

/** The node with `id` anywhere in the grant tree, depth first, or undefined when the tree lacks it. */
export function findNode(list: AuthorizeNode[], id: string): AuthorizeNode | undefined {
  for (const node of list) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}
