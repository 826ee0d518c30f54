import type { Db } from '../../db/database.js';
import type { FlatNode } from './tree.js';

export const ICONS = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  position: 'icon-ym icon-ym-tree-position1',
  user: 'icon-ym icon-ym-tree-user2',
  role: 'icon-ym icon-ym-generator-role',
  group: 'icon-ym icon-ym-generator-group1',
} as const;

export interface Organizes {
  /** Companies and departments as tree nodes, parents before children in sort order. */
  nodes: FlatNode[];
  /** Ids from the root down to an organisation (the organisation last). */
  idsOf(id: string): string[];
  /** Names from the root down to an organisation, joined with '/'. */
  pathOf(id: string): string;
}

/**
 * Every enabled organisation in one query (disabled ones too when administration asks). They
 * number in the hundreds at most, so the trees are built here rather than walked in SQL, and
 * paths come from the same rows.
 */
export async function loadOrganizes(db: Db, options: { withDisabled?: boolean } = {}): Promise<Organizes> {
  let query = db.selectFrom('organize').select(['id', 'parentId', 'fullName', 'enCode', 'category']);
  if (!options.withDisabled) query = query.where('enabledMark', '=', 1);
  const rows = await query.orderBy('sortCode').orderBy('fullName').orderBy('id').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const chain = (id: string) => {
    const found: typeof rows = [];
    for (let row = byId.get(id); row && found.length < 50; row = byId.get(row.parentId)) found.unshift(row);
    return found;
  };
  return {
    nodes: rows.map((row) => ({
      id: row.id,
      parentId: row.parentId,
      fullName: row.fullName,
      enCode: row.enCode,
      type: row.category,
      icon: ICONS[row.category],
      organizeIds: chain(row.id).map((node) => node.id),
    })),
    idsOf: (id) => chain(id).map((node) => node.id),
    pathOf: (id) =>
      chain(id)
        .map((node) => node.fullName)
        .join('/'),
  };
}
