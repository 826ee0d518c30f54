import type { PagedList } from '@formwork/schema';
import { sql } from 'kysely';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { loadOrganizes, nest, searchTree, type TreeNode } from '../organize-selectors/index.js';
import { enabledUsers, inOrganize, matching, userColumns, userNode } from './users.js';

/** The user tree's root: the top organisations. */
export const ROOT_NODE = '0';

/** Organisations with at least one enabled member, main or linked. */
async function organizesWithMembers(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    select organize_id as id from users where enabled_mark = 1
    union
    select r.object_id from user_relation r join users u on u.id = r.user_id
    where r.object_type = 'Organize' and u.enabled_mark = 1`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/**
 * One level of the user picker's tree: under the root the top organisations; under an
 * organisation its sub-organisations, then its members as leaves. An unknown node has nothing.
 */
export async function userTreeLevel(db: Db, nodeId: string): Promise<TreeNode[]> {
  const [organizes, withMembers] = await Promise.all([loadOrganizes(db), organizesWithMembers(db)]);
  const roots = nest(organizes.nodes);
  const find = (nodes: TreeNode[]): TreeNode | undefined => {
    for (const node of nodes) {
      if (node.id === nodeId) return node;
      const found = find(node.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const parent = nodeId === ROOT_NODE ? undefined : find(roots);
  if (nodeId !== ROOT_NODE && !parent) return [];
  const organizeNodes = (nodeId === ROOT_NODE ? roots : (parent?.children ?? [])).map(
    ({ children: _, ...node }) => {
      const hasChildren = node.hasChildren || withMembers.has(node.id);
      return { ...node, hasChildren, isLeaf: !hasChildren };
    },
  );
  if (nodeId === ROOT_NODE) return organizeNodes;
  const members = await enabledUsers(db).select(userColumns).where(inOrganize(nodeId)).execute();
  return [...organizeNodes, ...members.map((row) => userNode(row, organizes, nodeId))];
}

/** Users anywhere in the tree whose name or account contains the keyword, a page at a time. */
export async function searchUsers(
  db: Db,
  keyword: string,
  currentPage: number,
  pageSize: number,
): Promise<PagedList<TreeNode>> {
  const found = matching(enabledUsers(db), keyword);
  const [organizes, total, rows] = await Promise.all([
    loadOrganizes(db),
    found
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    found.select(userColumns).offset(offsetOf({ currentPage, pageSize })).limit(pageSize).execute(),
  ]);
  return {
    list: rows.map((row) => userNode(row, organizes)),
    pagination: paginationOf({ currentPage, pageSize }, total.total),
  };
}

/** The whole tree at once: organisations with their members as leaves (Users/Selector). */
export async function wholeUserTree(db: Db, keyword: string | undefined): Promise<TreeNode[]> {
  const [organizes, users] = await Promise.all([
    loadOrganizes(db),
    enabledUsers(db).select(userColumns).execute(),
  ]);
  const tree = nest([...organizes.nodes, ...users.map((row) => userNode(row, organizes))]);
  return searchTree(tree, keyword);
}
