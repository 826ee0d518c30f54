import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { type FieldSchema, formatValue } from '@formwork/schema';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { sessionOf } from '../../http/auth.js';
import { badField, forbidden, ok } from '../../http/envelope.js';
import { canAccess, loadAuthorization } from '../authorization/load-authorization.js';
import { loadFieldOptions } from '../dictionary/field-options.js';
import { WEB_DESIGN_MODULE } from '../visualdev/routes.js';
import { ID_PATTERN } from './access.js';
import { ownValue } from './field-values.js';
import { loadGrants } from './grants.js';
import { fetchListPage } from './list-query.js';
import { loadModel, type Model } from './model.js';

const MENU_PREFIX = 'menu-visualdev-';

const picksFrom = (fields: Iterable<FieldSchema>, modelId: string): boolean =>
  [...fields].some(
    (field) =>
      (field.jnpfKey === 'relationForm' && field.props?.modelId === modelId) ||
      picksFrom(field.children ?? [], modelId),
  );

/**
 * Who may pick records of a model: those granted the model itself, designers (the form preview
 * picks too), and users of a released form with a relation field pointing at it, who need the
 * records to fill that field even when the model's own list is not theirs.
 */
async function assertPickAccess(db: Db, userId: string, modelId: string): Promise<void> {
  const grants = await loadGrants(db, userId, modelId);
  if (grants.module) return;
  const authorization = await loadAuthorization(db, userId, false);
  if (canAccess(authorization, { module: WEB_DESIGN_MODULE })) return;
  for (const module of authorization.modules) {
    if (!module.id.startsWith(MENU_PREFIX)) continue;
    const model = await loadModel(db, module.id.slice(MENU_PREFIX.length)).catch(() => undefined);
    if (model && picksFrom(model.fields.values(), modelId)) return;
  }
  throw forbidden();
}

function fieldOf(model: Model, name: string, vModel: string): FieldSchema {
  const field = model.fields.get(vModel);
  if (!field) throw badField(name, 'onlineDev.notFormField', { vModel });
  return field;
}

/** GET /api/visualdev/Base/{id}/FieldDataSelect: a model's records, paged, for relation pickers. */
export const fieldDataSelectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:id/FieldDataSelect',
    {
      schema: {
        tags: ['visual development'],
        summary: "A model's records for a relation picker: id and the shown fields as text",
        params: Type.Object({ id: Type.String({ pattern: ID_PATTERN }) }),
        querystring: Type.Object({
          currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
          keyword: Type.Optional(Type.String({ maxLength: 200 })),
          relationField: Type.String({ minLength: 1, maxLength: 100 }),
          columnOptions: Type.Optional(
            Type.String({ maxLength: 2000, description: 'vModels, comma-joined' }),
          ),
        }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { currentPage, pageSize, keyword, relationField, columnOptions } = request.query;
      await assertPickAccess(db, sessionOf(request).userId, id);
      const model = await loadModel(db, id);
      const shown = [relationField, ...(columnOptions ?? '').split(',').map((name) => name.trim())]
        .filter(Boolean)
        .map((vModel) => ({
          vModel,
          field: fieldOf(model, vModel === relationField ? 'relationField' : 'columnOptions', vModel),
        }));
      const conditions = keyword?.trim()
        ? [sql<SqlBool>`(data ->> ${sql.lit(relationField)}) ilike ${containsPattern(keyword.trim())}`]
        : [];
      const query = {
        model,
        conditions,
        ordering: { key: sql.ref('creator_time'), direction: 'desc' as const },
      };
      const { rows, total } = await fetchListPage(db, query, (currentPage - 1) * pageSize, pageSize);
      const optionsOf = await loadFieldOptions(
        db,
        shown.map(({ field }) => field),
      );
      const list = rows.map((row) => ({
        id: row.id,
        ...Object.fromEntries(
          shown.map(({ vModel, field }) => [
            vModel,
            formatValue(field, ownValue(row.data, vModel), { options: optionsOf(field) }),
          ]),
        ),
      }));
      return ok({ list, pagination: { currentPage, pageSize, total } });
    },
  );
};
