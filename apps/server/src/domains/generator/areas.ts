import { MenuType } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { AREA_PATTERN } from './naming.js';

/** Top-level entries name no parent; JNPF data uses '-1', older rows '0'. */
const ROOT_PARENTS = ['-1', '0', ''];

/**
 * The areas a generated module may go in: the codes of the menu's top-level directories
 * (permission, system, onlineDev, ...), so the code's folders follow the menu users see, the way
 * JNPF's AreasName lists the back end's module areas. Codes that are no folder name are left out.
 */
export async function areaNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('module')
    .select('enCode')
    .where('type', '=', MenuType.directory)
    .where('enabledMark', '=', 1)
    .where('parentId', 'in', ROOT_PARENTS)
    .orderBy('sortCode')
    .orderBy('enCode')
    .execute();
  return [...new Set(rows.map((row) => row.enCode).filter((code) => AREA_PATTERN.test(code)))];
}
