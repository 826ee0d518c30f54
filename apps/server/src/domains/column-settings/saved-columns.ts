import type { ColumnSetting, SavedColumns } from '@formwork/schema';
import type { Session } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';
import { badField, forbidden } from '../../http/envelope.js';
import { parseJsonText } from '../../http/json-text.js';
import { mayOpenMenu } from '../authorization/index.js';

const MAX_COLUMNS = 500;

/** fieldList must be JSON text of [{prop, visible}]; the first wrong entry is named. */
export function parseFieldList(text: string): ColumnSetting[] {
  const list = parseJsonText('fieldList', text);
  if (!Array.isArray(list)) throw badField('fieldList', 'columnSettings.expectArray');
  if (list.length > MAX_COLUMNS)
    throw badField('fieldList', 'columnSettings.tooManyColumns', { max: MAX_COLUMNS });
  return list.map((entry: unknown, index) => {
    const column = entry as Partial<ColumnSetting> | null;
    if (typeof column?.prop !== 'string' || column.prop === '' || column.prop.length > 100)
      throw badField(`fieldList.${index}.prop`, 'columnSettings.expectProp');
    if (typeof column.visible !== 'boolean')
      throw badField(`fieldList.${index}.visible`, 'columnSettings.expectBoolean');
    return { prop: column.prop, visible: column.visible };
  });
}

/**
 * Settings are kept only for menu entries the user is granted (administrators: every enabled
 * one), as the menu that shows the list is. Entries the user may not open answer 403 whether or
 * not they exist, so that the call tells nothing about menus outside the user's grant.
 */
async function assertMenuGranted(db: Db, session: Session, moduleId: string): Promise<void> {
  if (!(await mayOpenMenu(db, session, moduleId))) throw forbidden();
}

/** The user's saved columns of a menu entry; undefined when never saved. */
export async function savedColumns(
  db: Db,
  userId: string,
  moduleId: string,
): Promise<SavedColumns | undefined> {
  return db
    .selectFrom('userColumnSetting')
    .select(['moduleId', 'fieldList'])
    .where('userId', '=', userId)
    .where('moduleId', '=', moduleId)
    .executeTakeFirst();
}

/** Saves the user's columns of a menu entry they are granted and that exists. */
export async function saveColumns(
  db: Db,
  session: Session,
  moduleId: string,
  fieldListText: string,
): Promise<void> {
  const { userId } = session;
  const fieldList = JSON.stringify(parseFieldList(fieldListText));
  await assertMenuGranted(db, session, moduleId);
  const module = await db.selectFrom('module').select('id').where('id', '=', moduleId).executeTakeFirst();
  if (!module) throw badField('moduleId', 'columnSettings.menuMissing');
  await db
    .insertInto('userColumnSetting')
    .values({ userId, moduleId, fieldList })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'moduleId']).doUpdateSet({ fieldList, lastModifyTime: new Date() }),
    )
    .execute();
}
