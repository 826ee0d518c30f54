import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { SavedColumns } from '@formwork/schema';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { saveColumns, savedColumns } from './saved-columns.js';

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
    async (request) =>
      ok<SavedColumns>(await savedColumns(db, sessionOf(request).userId, request.params.menuId)),
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
      await saveColumns(db, sessionOf(request), request.body.moduleId, request.body.fieldList);
      return ok(undefined, t('common.saved'));
    },
  );
};
