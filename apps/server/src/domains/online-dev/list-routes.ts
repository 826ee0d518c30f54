import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import type { OnlineDevRow, PagedList } from '@formwork/schema';
import { offsetOf } from '../../crud/paging.js';
import { apiShapeOf } from '../../http/api-shape.js';
import { sessionOf } from '../../http/auth.js';
import { okJsonText } from '../../http/envelope.js';
import { loadFieldOptions } from '../dictionary/index.js';
import { ID_PATTERN, modelAccess, openModel } from './access.js';
import { dataScopeOf } from './data-scope.js';
import { listedFields, readableCells } from './grants.js';
import { jnpfListRows } from './list-jnpf.js';
import { fetchPreparedPage, listRows, listRowsJson, MAX_PAGE_SIZE, prepareListQuery } from './list-query.js';
import { loadPickerNames } from './picker-names/load-picker-names.js';
import { relationReaderOf } from './picker-names/relation-names.js';

export const ModelParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });

export const ListBody = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  sidx: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
  queryJson: Type.Optional(
    Type.String({ maxLength: 100_000, description: 'JSON text: vModel -> value, [start, end] or [values]' }),
  ),
  menuId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ListBodyType = Static<typeof ListBody>;

/** The list of a released model: filters, keyword, sort and one page, with permissions applied. */
export const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/:id/List',
    {
      preValidation: modelAccess(db),
      schema: {
        tags: ['online dev'],
        summary: 'One page of records: filters of the searchList, keyword, sort',
        params: ModelParams,
        body: ListBody,
      },
      config: { recordsOfParam: 'id' },
    },
    async (request, reply) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      const currentPage = request.body.currentPage ?? 1;
      const pageSize = request.body.pageSize ?? 20;
      const shown = listedFields(model, grants);
      const scope = await dataScopeOf(db, model, grants);
      const prepared = prepareListQuery(db, model, request.body, shown, scope);
      const { rows, total } = await fetchPreparedPage(
        db,
        prepared,
        offsetOf({ currentPage, pageSize }),
        pageSize,
        sessionOf(request).records,
      );
      const pagination: PagedList<OnlineDevRow>['pagination'] = { currentPage, pageSize, total };
      const shaped = listRows(rows, shown, readableCells(model, grants));
      const shownFields = [...shown].flatMap((vModel) => model.fields.get(vModel) ?? []);
      const names = await loadPickerNames(db, shownFields, shaped, relationReaderOf(request));
      reply.type('application/json; charset=utf-8');
      // JNPF's client shows cells as they come. Formwork's console formats stored values itself,
      // naming the ids pickers hold from `names`: the names the printout and JNPF's list show,
      // loaded here in one query per kind (per related model, per interface) for the whole page
      // rather than asked by every cell.
      if (apiShapeOf(request) === 'jnpf') {
        const optionsOf = await loadFieldOptions(db, model.fields.values());
        const list = JSON.stringify(jnpfListRows(model, shaped, optionsOf, names));
        return okJsonText(`{"list":${list},"pagination":${JSON.stringify(pagination)}}`);
      }
      return okJsonText(
        `{"list":${listRowsJson(shaped)},"pagination":${JSON.stringify(pagination)},"names":${JSON.stringify(names)}}`,
      );
    },
  );
};
