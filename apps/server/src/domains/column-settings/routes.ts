import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { ColumnSetting, SavedColumns } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { sessionOf } from '../../http/auth.js';
import { badField, forbidden, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { parseJsonText } from '../../http/json-text.js';
import { loadAuthorization } from '../authorization/index.js';

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
async function assertMenuGranted(db: Db, userId: string, moduleId: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('isAdministrator')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.isAdministrator) return;
  const { modules } = await loadAuthorization(db, userId, false);
  if (!modules.some((module) => module.id === moduleId)) throw forbidden();
}

/** Each user's column arrangement per menu entry (what the column settings drawer saves). */
export const columnSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['column settings'];
  const ModuleId = Type.String({ minLength: 1, maxLength: 64 });

  app.get(
    '/GetColumnsByModuleId/:menuId',
    {
      schema: {
        tags,
        summary: "The caller's saved columns of a menu entry; no data when never saved",
        params: Type.Object({ menuId: ModuleId }),
      },
    },
    async (request) => {
      const saved = await db
        .selectFrom('userColumnSetting')
        .select(['moduleId', 'fieldList'])
        .where('userId', '=', sessionOf(request).userId)
        .where('moduleId', '=', request.params.menuId)
        .executeTakeFirst();
      return ok<SavedColumns>(saved);
    },
  );

  app.put(
    '/SetColumnsByModuleId',
    {
      schema: {
        tags,
        summary: "Save the caller's columns of a menu entry",
        body: Type.Object({
          moduleId: ModuleId,
          fieldList: Type.String({ maxLength: 100_000, description: 'JSON text of [{prop, visible}]' }),
        }),
      },
    },
    async (request) => {
      const { moduleId } = request.body;
      const fieldList = JSON.stringify(parseFieldList(request.body.fieldList));
      const userId = sessionOf(request).userId;
      await assertMenuGranted(db, userId, moduleId);
      const module = await db.selectFrom('module').select('id').where('id', '=', moduleId).executeTakeFirst();
      if (!module) throw badField('moduleId', 'columnSettings.menuMissing');
      await db
        .insertInto('userColumnSetting')
        .values({ userId, moduleId, fieldList })
        .onConflict((conflict) =>
          conflict.columns(['userId', 'moduleId']).doUpdateSet({ fieldList, lastModifyTime: new Date() }),
        )
        .execute();
      return ok(undefined, t('common.saved'));
    },
  );
};
