import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { PagedList } from '@formwork/schema';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import { containsPattern } from '../../db/like-pattern.js';
import { apiShapeOf } from '../../http/api-shape.js';
import { sessionOf } from '../../http/auth.js';
import { forbidden, ok } from '../../http/envelope.js';
import { authorizationOf, canAccess } from '../authorization/index.js';
import { AdminListFilters, DATA_INTERFACE_MODULE, interfacePage } from './admin-list.js';

export interface DataInterfaceSummary {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  dataType: number;
}

/**
 * GET /api/system/DataInterface: the enabled interfaces whose name or code contains the keyword,
 * a page at a time, for the data-interface picker of the designer and of popup selects.
 */
export const dataInterfaceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      schema: {
        tags: ['data interface'],
        summary:
          "A page of the enabled data interfaces, by keyword on name and code (categoryId and dataType are for JNPF's web client, which gets the 数据接口 screen's page)",
        querystring: Type.Object({
          ...AdminListFilters,
          currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
        }),
      },
    },
    async (request) => {
      // JNPF's web client lists its 数据接口 screen here (its picker reads getList): it gets that
      // screen's page, to whoever has the screen.
      if (apiShapeOf(request) === 'jnpf') {
        const authorization = await authorizationOf(db, sessionOf(request));
        if (!canAccess(authorization, { module: DATA_INTERFACE_MODULE })) throw forbidden();
        return ok(await interfacePage(db, request.query));
      }
      const { keyword = '', currentPage, pageSize } = request.query;
      let query = db.selectFrom('dataInterface').where('enabledMark', '=', 1);
      if (keyword.trim()) {
        const pattern = containsPattern(keyword.trim());
        query = query.where((eb) =>
          eb.or([eb('fullName', 'ilike', pattern), eb('enCode', 'ilike', pattern)]),
        );
      }
      const [counted, list] = await Promise.all([
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
        query
          .select(['id', 'fullName', 'enCode', 'category', 'dataType'])
          .orderBy('sortCode')
          .orderBy('enCode')
          .limit(pageSize)
          .offset(offsetOf({ currentPage, pageSize }))
          .execute(),
      ]);
      return ok<PagedList<DataInterfaceSummary>>({
        list,
        pagination: paginationOf({ currentPage, pageSize }, counted?.total ?? 0),
      });
    },
  );
};
