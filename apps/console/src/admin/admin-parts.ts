import type { PageParts } from '@formwork/runtime';
import { AuthorizeMatrixOnUse } from './authorize/on-use.js';
import { NestedPageOnUse } from './nested-page/on-use.js';

/**
 * The console's own components that administration page schemas may show by key (a `part`
 * action's `component`); an action naming one not registered here is not offered.
 */
export const adminParts: PageParts = new Map([
  ['authorizeMatrix', AuthorizeMatrixOnUse],
  ['nestedPage', NestedPageOnUse],
]);
