import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { ICONS, loadOrganizes, type TreeNode } from '../organize-selectors/index.js';
import {
  enabledUsers,
  inOrganize,
  ROOT_NODE,
  searchUsers,
  userColumns,
  userNode,
  userTreeLevel,
} from '../user-selectors/index.js';

/** The most users a keyword search of the role dialog lists; it asks for no pages. */
const SEARCH_LIMIT = 500;

/**
 * Who may be given a position: its organisation, with the organisation's enabled members
 * (main or linked) under it as leaves.
 */
export async function candidatesForPosition(db: Db, positionId: string): Promise<TreeNode[]> {
  const position = await db
    .selectFrom('position')
    .select(['organizeId'])
    .where('id', '=', positionId)
    .executeTakeFirst();
  if (!position) throw badField('positionId', 'permissionUser.positionMissing', { id: positionId });
  const organizes = await loadOrganizes(db);
  const node = organizes.nodes.find((candidate) => candidate.id === position.organizeId);
  if (!node) return [];
  const members = await enabledUsers(db).select(userColumns).where(inOrganize(node.id)).execute();
  const children = members.map((row) => userNode(row, organizes, node.id));
  return [
    {
      ...node,
      icon: node.icon || ICONS.department,
      hasChildren: children.length > 0,
      isLeaf: children.length === 0,
      children,
    },
  ];
}

/**
 * Who may be given a role, one level of the organisation tree at a time (0: the top); with a
 * keyword, the matching users anywhere. Roles belong to no organisation, so every one is offered.
 */
export async function candidatesForRole(
  db: Db,
  query: { roleId: string; organizeId?: string; keyword?: string },
): Promise<TreeNode[]> {
  const role = await db.selectFrom('role').select('id').where('id', '=', query.roleId).executeTakeFirst();
  if (!role) throw badField('roleId', 'permissionUser.roleMissing', { id: query.roleId });
  if (query.keyword?.trim()) return (await searchUsers(db, query.keyword, 1, SEARCH_LIMIT)).list;
  return userTreeLevel(db, query.organizeId || ROOT_NODE);
}
