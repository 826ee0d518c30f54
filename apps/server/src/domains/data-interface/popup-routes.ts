import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { callerOf, runOptionsOf } from './caller.js';
import { pageOf, rowsByIds, rowsOf, searchRows } from './popup-rows.js';
import { loadInterface, runLogged } from './run.js';
import { runAccessGuard } from './run-access.js';

const tags = ['data interface'];
const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const Field = Type.String({ maxLength: 100 });
/**
 * Request parameters the popup passes on: an object by field, or JNPF's [{field, defaultValue}];
 * SQL and HTTP interfaces bind them, static JSON ones take none.
 */
const Params = Type.Optional(Type.Unknown());

/** The popup select's calls: a page of an interface's rows, and rows by their value column. */
export const dataInterfacePopupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const options = runOptionsOf(app.config);
  // Every route here runs the interface its `id` names.
  app.addHook('preValidation', runAccessGuard(db));
  const rowsFor = async (id: string, sent: unknown[], caller: ReturnType<typeof callerOf>) =>
    rowsOf(id, (await runLogged(db, await loadInterface(db, id), sent, caller, options)).data);

  // JNPF's client says Action/List and Action/InfoByIds; the Actions/ spellings stay for earlier clients.
  for (const prefix of ['Actions', 'Action']) {
    app.post(
      `/:id/${prefix}/List`,
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
        const { relationField, columnOptions, keyword, currentPage, pageSize, params, paramList } =
          request.body;
        const columns = [relationField ?? '', ...(columnOptions ?? '').split(',')]
          .map((column) => column.trim())
          .filter(Boolean);
        const rows = await rowsFor(id, [paramList, params], callerOf(request, 'List'));
        return ok(pageOf(searchRows(rows, keyword, columns), currentPage, pageSize));
      },
    );

    app.post(
      `/:id/${prefix}/InfoByIds`,
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
        const { ids, propsValue, params, paramList } = request.body;
        const rows = await rowsFor(id, [paramList, params], callerOf(request, 'Info'));
        return ok(rowsByIds(rows, propsValue, ids));
      },
    );
  }

  app.post(
    '/:id/Action/Info',
    {
      schema: {
        tags,
        summary: 'The row whose propsValue column is id (a popup field showing its stored value)',
        params: Id,
        body: Type.Object({
          id: Type.String({ maxLength: 200 }),
          propsValue: Type.String({ minLength: 1, maxLength: 100 }),
          relationField: Type.Optional(Field),
          interfaceId: Type.Optional(Field),
          params: Params,
          paramList: Params,
        }),
      },
    },
    async (request) => {
      const { id, propsValue, params, paramList } = request.body;
      const rows = await rowsFor(request.params.id, [paramList, params], callerOf(request, 'Info'));
      return ok(rowsByIds(rows, propsValue, [id])[0] ?? null);
    },
  );
};
