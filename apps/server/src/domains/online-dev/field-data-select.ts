import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { formatValue } from '@formwork/schema';
import { type SqlBool, sql } from 'kysely';
import type { Session } from '../../accounts/sessions.js';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { sessionOf } from '../../http/auth.js';
import { badField, forbidden, ok } from '../../http/envelope.js';
import { authorizationOf, canAccess, WEB_DESIGN_MODULE } from '../authorization/index.js';
import { loadFieldOptions } from '../dictionary/index.js';
import { ID_PATTERN } from './access.js';
import { dataScopeOf } from './data-scope.js';
import { ownValue } from './field-values.js';
import { grantsOf, relationColumns } from './grants.js';
import { fetchListPage } from './list-query.js';
import { loadModel, type Model } from './model.js';
import { chosenConfig, grantedRelationConfigs, type RelationConfig } from './relation-configs.js';

const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The fields the picker asks to show, as a relation field configuration: one of a released form
 * the user may open, or, for a designer previewing a form not yet released, any fields of the
 * model (a designer may put any of them in a draft). Nobody else reaches the model's records
 * through this route.
 */
async function configFor(
  db: Db,
  session: Session,
  modelId: string,
  relationField: string,
  columns: string[],
): Promise<{ config: RelationConfig; preview: boolean }> {
  const [configs, authorization] = await Promise.all([
    grantedRelationConfigs(db, session, modelId),
    authorizationOf(db, session),
  ]);
  const designer = canAccess(authorization, { module: WEB_DESIGN_MODULE });
  if (configs.length === 0 && !designer) throw forbidden();
  try {
    return { config: chosenConfig(configs, relationField, columns), preview: false };
  } catch (refusal) {
    if (!designer) throw refusal;
    return { config: { relationField, columns }, preview: true };
  }
}

/** A previewed configuration must name fields of the released model. */
function checkPreviewFields(model: Model, { relationField, columns }: RelationConfig): void {
  if (!model.fields.has(relationField))
    throw badField('relationField', 'onlineDev.notFormField', { vModel: relationField });
  const unknown = columns.find((vModel) => !model.fields.has(vModel));
  if (unknown) throw badField('columnOptions', 'onlineDev.notFormField', { vModel: unknown });
}

/**
 * GET /api/visualdev/Base/{id}/FieldDataSelect: a model's records, paged, for relation pickers.
 * The rows are those the target model's data permissions give this user; the fields are the
 * relation field's configured ones, less those the user's own column and form permissions on the
 * target keep from them.
 */
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
            Type.String({
              maxLength: 2000,
              description: "vModels, comma-joined: the relation field's configured columns, in order",
            }),
          ),
        }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { currentPage, pageSize, keyword, relationField, columnOptions } = request.query;
      const session = sessionOf(request);
      const { config, preview } = await configFor(db, session, id, relationField, listOf(columnOptions));
      const [model, grants] = await Promise.all([
        loadModel(db, id, session.stamps),
        grantsOf(db, session, id),
      ]);
      if (preview) checkPreviewFields(model, config);
      const shown = relationColumns(model, grants, [...new Set([relationField, ...config.columns])]);
      const conditions = [];
      if (keyword?.trim()) {
        // Matching a field the user may not see would tell its values.
        if (!shown.includes(relationField))
          throw badField('keyword', 'onlineDev.fieldNotGranted', { vModel: relationField });
        conditions.push(
          sql<SqlBool>`(data ->> ${sql.lit(relationField)}) ilike ${containsPattern(keyword.trim())}`,
        );
      }
      const scope = await dataScopeOf(db, model, grants);
      if (scope) conditions.push(scope.condition);
      const query = {
        model,
        conditions,
        ordering: { key: sql.ref('creator_time'), direction: 'desc' as const },
      };
      const { rows, total } = await fetchListPage(db, query, offsetOf({ currentPage, pageSize }), pageSize);
      const fields = shown.flatMap((vModel) => {
        const field = model.fields.get(vModel);
        return field ? [{ vModel, field }] : [];
      });
      const optionsOf = await loadFieldOptions(
        db,
        fields.map(({ field }) => field),
      );
      const list = rows.map((row) => ({
        id: row.id,
        ...Object.fromEntries(
          fields.map(({ vModel, field }) => [
            vModel,
            formatValue(field, ownValue(row.data, vModel), { options: optionsOf(field) }),
          ]),
        ),
      }));
      return ok({ list, pagination: paginationOf({ currentPage, pageSize }, total) });
    },
  );
};
