import { MenuType } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import type { SelectorNode } from './selector.js';

/** Top-level entries name no parent; JNPF data uses '-1', older rows '0'. */
const ROOT_PARENTS: ReadonlySet<string> = new Set(['-1', '0', '']);

/**
 * The directory entries of the menu as a tree, for choosing where a released design goes. Only
 * directories hold published entries; disabled ones are left out with what lies below them, since
 * entries under them would not show.
 */
export async function menuDirectorySelector(db: Db): Promise<SelectorNode[]> {
  const rows = await db
    .selectFrom('module')
    .select(['id', 'parentId', 'fullName'])
    .where('type', '=', MenuType.directory)
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('fullName')
    .execute();
  const childrenOf = new Map<string, typeof rows>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (row: (typeof rows)[number]): SelectorNode => {
    const children = (childrenOf.get(row.id) ?? []).map(build);
    return { id: row.id, fullName: row.fullName, hasChildren: children.length > 0, children };
  };
  return rows.filter((row) => ROOT_PARENTS.has(row.parentId)).map(build);
}
