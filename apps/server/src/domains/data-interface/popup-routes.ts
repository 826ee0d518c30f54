import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { pageOf, rowsByIds, rowsOf, searchRows } from './popup-rows.js';
import { interfaceRows } from './routes.js';

const tags = ['data interface'];
const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const Field = Type.String({ maxLength: 100 });
/**
 * Request parameters the popup passes on. Static JSON interfaces take none, so they are accepted
 * and not used; SQL and HTTP interfaces will bind them.
 */
const Params = Type.Optional(Type.Unknown());

/** The popup select's calls: a page of an interface's rows, and rows by their value column. */
export const dataInterfacePopupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/:id/Actions/List',
    {
      schema: {
        tags,
        summary: "A page of an interface's rows whose shown columns contain the keyword",
        params: Id,
        body: Type.Object({
          propsValue: Type.Optional(Field),
          relationField: Type.Optional(Field),
          columnOptions: Type.Optional(
            Type.String({ maxLength: 2000, description: 'columns, comma-joined' }),
          ),
          keyword: Type.Optional(Type.String({ maxLength: 200 })),
          currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
          params: Params,
          paramList: Params,
        }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { relationField, columnOptions, keyword, currentPage, pageSize } = request.body;
      const columns = [relationField ?? '', ...(columnOptions ?? '').split(',')]
        .map((column) => column.trim())
        .filter(Boolean);
      const rows = rowsOf(id, await interfaceRows(db, id));
      return ok(pageOf(searchRows(rows, keyword, columns), currentPage, pageSize));
    },
  );

  app.post(
    '/:id/Actions/InfoByIds',
    {
      schema: {
        tags,
        summary: 'The rows whose propsValue column is one of ids, in that order (to show stored values)',
        params: Id,
        body: Type.Object({
          ids: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 }),
          propsValue: Type.String({ minLength: 1, maxLength: 100 }),
          relationField: Type.Optional(Field),
          params: Params,
          paramList: Params,
        }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { ids, propsValue } = request.body;
      const rows = rowsOf(id, await interfaceRows(db, id));
      return ok(rowsByIds(rows, propsValue, ids));
    },
  );
};
