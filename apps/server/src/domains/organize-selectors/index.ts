// What other domains may use of this one; everything else here is its own.
export { ICONS, loadOrganizes, type Organizes } from './organizes.js';
export { type FlatNode, keepMatching, type Nested, nest, searchTree, type TreeNode } from './tree.js';
