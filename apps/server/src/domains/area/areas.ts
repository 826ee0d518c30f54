import type { Db } from '../../db/database.js';

export interface AreaNode {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

/** The enabled children of one area, in the package's order; a leaf has no enabled child. */
export async function childAreas(db: Db, parentId: string): Promise<AreaNode[]> {
  const rows = await db
    .selectFrom('area as a')
    .select([
      'a.id',
      'a.fullName',
      (eb) =>
        eb
          .not(
            eb.exists(
              eb
                .selectFrom('area as c')
                .select('c.id')
                .whereRef('c.parentId', '=', 'a.id')
                .where('c.enabledMark', '=', 1),
            ),
          )
          .as('isLeaf'),
    ])
    .where('a.parentId', '=', parentId)
    .where('a.enabledMark', '=', 1)
    .orderBy('a.sortCode')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ id: row.id, fullName: row.fullName, isLeaf: Boolean(row.isLeaf) }));
}

/**
 * The names along each id path, in one query for all of them. An id that names no area is left
 * out of its path (a stored address whose district was removed still shows its province and city).
 */
export async function areaNames(db: Db, idsList: string[][]): Promise<string[][]> {
  const ids = [...new Set(idsList.flat())];
  if (ids.length === 0) return idsList.map(() => []);
  const rows = await db.selectFrom('area').select(['id', 'fullName']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((row) => [row.id, row.fullName]));
  return idsList.map((path) => path.flatMap((id) => names.get(id) ?? []));
}
