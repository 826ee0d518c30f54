import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { areaNames, childAreas } from './areas.js';

// The address picker of every generated form reads these, so any signed-in user may: no access
// rule, and the auth hook still refuses visitors.

/** Codes, or -1 for the root; anything else cannot name an area. */
const AreaId = Type.String({ pattern: '^(-1|[A-Za-z0-9_-]{1,64})$' });
const tags = ['area'];

/** /api/system/Area: the provinces, cities and districts the address picker walks. */
export const areaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:parentId',
    {
      schema: {
        tags,
        summary: 'The enabled areas under a parent (-1: the provinces), with whether each is a leaf',
        params: Type.Object({ parentId: AreaId }),
      },
    },
    async (request) => ok({ list: await childAreas(db, request.params.parentId) }),
  );

  app.post(
    '/GetAreaByIds',
    {
      schema: {
        tags,
        summary: 'For each id path (province, city, district), the names along it',
        body: Type.Object({
          idsList: Type.Array(Type.Array(AreaId, { maxItems: 10 }), { maxItems: 1000 }),
        }),
      },
    },
    async (request) => ok(await areaNames(db, request.body.idsList)),
  );
};
