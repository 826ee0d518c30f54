import { NAME_AND_CODE, whereContains } from '../../crud/keyword-page.js';
import type { Db } from '../../db/database.js';
import { ICONS, loadOrganizes } from './organizes.js';
import { keepMatching, nest, searchTree, type TreeNode } from './tree.js';

/** The enabled positions as leaves under their organisations; branches without one are left out. */
export async function positionTree(db: Db, keyword: string | undefined): Promise<TreeNode[]> {
  const [organizes, positions] = await Promise.all([
    loadOrganizes(db),
    db
      .selectFrom('position')
      .select(['id', 'organizeId', 'fullName', 'enCode'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('fullName')
      .orderBy('id')
      .execute(),
  ]);
  const leaves = positions.map((position) => ({
    id: position.id,
    parentId: position.organizeId,
    fullName: position.fullName,
    enCode: position.enCode,
    type: 'position',
    icon: ICONS.position,
    organizeIds: organizes.idsOf(position.organizeId),
  }));
  const tree = keepMatching(nest([...organizes.nodes, ...leaves]), (node) => node.type === 'position');
  return searchTree(tree, keyword);
}

/** A flat list of leaves of one kind whose name or code contains the keyword. */
const leafOf =
  (type: 'role' | 'group') =>
  (row: { id: string; fullName: string; enCode: string }): TreeNode => ({
    id: row.id,
    parentId: '0',
    fullName: row.fullName,
    enCode: row.enCode,
    type,
    icon: ICONS[type],
    hasChildren: false,
    isLeaf: true,
    organizeIds: [],
  });

/** The enabled roles, global ones and those of organisations alike, as one flat list. */
export async function roleList(db: Db, keyword: string | undefined): Promise<TreeNode[]> {
  const enabled = db
    .selectFrom('role')
    .select(['id', 'fullName', 'enCode'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('enCode');
  const rows = await whereContains(enabled, NAME_AND_CODE, keyword).execute();
  return rows.map(leafOf('role'));
}

/** Groups, flat, each with its category so a picker may file them under it. */
export async function groupList(db: Db, keyword: string | undefined): Promise<TreeNode[]> {
  const enabled = db
    .selectFrom('permissionGroup')
    .select(['id', 'fullName', 'enCode', 'category'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('enCode');
  const rows = await whereContains(enabled, NAME_AND_CODE, keyword).execute();
  return rows.map((row) => ({ ...leafOf('group')(row), category: row.category }));
}
