import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { ICONS, keepMatching, loadOrganizes, nest, type TreeNode } from '../organize-selectors/index.js';
import { GLOBAL } from './roles.js';

/** The node the role selector files the global roles under. */
const GLOBAL_NODE = '1';
const GLOBAL_ICON = 'icon-ym icon-ym-global-role';

/** A node of the role selector: a role may sit under several organisations, so each has an onlyId. */
interface RoleNode extends TreeNode {
  onlyId: string;
  children?: RoleNode[];
}

interface RoleOption {
  id: string;
  fullName: string;
  enCode: string;
}

const enabledRoles = (db: Db) =>
  db
    .selectFrom('role')
    .select(['role.id', 'role.fullName', 'role.enCode', 'role.globalMark'])
    .where('role.enabledMark', '=', 1)
    .orderBy('role.sortCode')
    .orderBy('role.enCode');

/** The enabled roles of organisations, by organisation. */
async function rolesByOrganize(db: Db, organizeIds?: readonly string[]): Promise<Map<string, RoleOption[]>> {
  let query = enabledRoles(db)
    .innerJoin('roleOrganize as link', 'link.roleId', 'role.id')
    .select('link.organizeId')
    .where('role.globalMark', '=', 0);
  if (organizeIds) query = query.where('link.organizeId', 'in', organizeIds.length ? organizeIds : ['']);
  const byOrganize = new Map<string, RoleOption[]>();
  for (const { organizeId, id, fullName, enCode } of await query.execute())
    byOrganize.set(organizeId, [...(byOrganize.get(organizeId) ?? []), { id, fullName, enCode }]);
  return byOrganize;
}

async function globalRoles(db: Db): Promise<RoleOption[]> {
  const rows = await enabledRoles(db).where('role.globalMark', '=', 1).execute();
  return rows.map(({ id, fullName, enCode }) => ({ id, fullName, enCode }));
}

/**
 * The enabled roles the user form offers once organisations are chosen: the global ones first
 * (under '0'), then each organisation's, under its path, in the order asked.
 */
export async function rolesByOrganizes(db: Db, organizeIds: readonly string[]) {
  const organizes = await loadOrganizes(db, { withDisabled: true });
  const known = new Set(organizes.nodes.map((node) => node.id));
  const missing = organizeIds.find((id) => !known.has(id));
  if (missing !== undefined) throw badField('organizeIds', 'permissionOrg.organizeMissing', { id: missing });
  const ids = [...new Set(organizeIds)];
  const [globals, byOrganize] = await Promise.all([globalRoles(db), rolesByOrganize(db, ids)]);
  return [
    { id: GLOBAL, fullName: t('permissionOrg.globalRole'), type: 'global', children: globals },
    ...ids.map((id) => ({
      id,
      fullName: organizes.pathOf(id),
      type: 'organize',
      children: byOrganize.get(id) ?? [],
    })),
  ];
}

const roleLeaf = (role: RoleOption, parentId: string, organizeIds: string[]): RoleNode => ({
  id: role.id,
  onlyId: `${parentId}-${role.id}`,
  parentId,
  fullName: role.fullName,
  enCode: role.enCode,
  type: 'role',
  icon: ICONS.role,
  hasChildren: false,
  isLeaf: true,
  organizeIds,
});

/**
 * Every enabled role to choose from: the global ones under one node ('1'), then the enabled
 * organisations that have roles, as a tree with their roles as leaves. A role of several
 * organisations shows under each; onlyId tells the places apart.
 */
export async function roleSelector(db: Db): Promise<RoleNode[]> {
  const [organizes, globals, byOrganize] = await Promise.all([
    loadOrganizes(db),
    globalRoles(db),
    rolesByOrganize(db),
  ]);
  const withRoles = (node: TreeNode): RoleNode => {
    const children: RoleNode[] = [
      ...(node.children ?? []).map(withRoles),
      ...(byOrganize.get(node.id) ?? []).map((role) => roleLeaf(role, node.id, node.organizeIds)),
    ];
    return { ...node, onlyId: node.id, children, hasChildren: children.length > 0, isLeaf: !children.length };
  };
  const organizeBranch = keepMatching(nest(organizes.nodes).map(withRoles), (node) => node.type === 'role');
  const globalChildren = globals.map((role) => roleLeaf(role, GLOBAL_NODE, []));
  const globalNode: RoleNode = {
    id: GLOBAL_NODE,
    onlyId: GLOBAL_NODE,
    parentId: '-1',
    fullName: t('permissionOrg.globalRole'),
    type: 'global',
    icon: GLOBAL_ICON,
    hasChildren: globalChildren.length > 0,
    isLeaf: !globalChildren.length,
    organizeIds: [],
    children: globalChildren,
  };
  return [globalNode, ...organizeBranch];
}
