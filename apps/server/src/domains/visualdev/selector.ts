import type { Db } from '../../db/database.js';

export interface SelectorNode {
  id: string;
  fullName: string;
  hasChildren: boolean;
  children: SelectorNode[];
}

/** Designs grouped under their category, for pickers that choose a form. */
export async function designSelector(
  db: Db,
  filter: { type?: number; webType?: number; isRelease?: number },
): Promise<SelectorNode[]> {
  let query = db.selectFrom('visualdev').select(['id', 'fullName', 'category']).where('enabledMark', '=', 1);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.webType !== undefined) query = query.where('webType', '=', filter.webType);
  if (filter.isRelease !== undefined) query = query.where('state', '=', filter.isRelease);
  const rows = await query.orderBy('category').orderBy('sortCode').orderBy('fullName').execute();

  const groups = new Map<string, SelectorNode>();
  for (const row of rows) {
    const category = row.category || '未分类';
    let group = groups.get(category);
    if (!group) {
      group = { id: `category:${category}`, fullName: category, hasChildren: true, children: [] };
      groups.set(category, group);
    }
    group.children.push({ id: row.id, fullName: row.fullName, hasChildren: false, children: [] });
  }
  return [...groups.values()];
}
