import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EntryFields, Flag, IdParams } from '../../crud/entry.js';
import { PagingFields } from '../../crud/paging.js';
import { accessTo } from '../../crud/screen-access.js';
import { sessionOf } from '../../http/auth.js';
import { forbidden, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { authorizationOf, canAccess } from '../authorization/index.js';
import {
  clearDefaultPortal,
  createPortal,
  deletePortal,
  fixedCount,
  getPortal,
  listPortals,
  PORTAL_MODULE,
  portalChoices,
  portalForDisplay,
  setDefaultPortal,
  updatePortal,
  visiblePortals,
} from './portals.js';

export { PORTAL_MODULE };

/** Who may list every enabled portal to pick one for a menu entry. */
const CHOOSERS = { module: PORTAL_MODULE, alsoModules: ['system.menu'] } as const;

const access = accessTo(PORTAL_MODULE);
const tags = ['portals'];

const Body = Type.Object(
  {
    ...EntryFields,
    category: Type.Optional(Type.String({ maxLength: 50 })),
    type: Type.Optional(Type.Literal(0, { description: 'designed; configured addresses are not kept' })),
    enabledLock: Type.Optional(Flag),
    formData: Type.Optional(
      Type.String({ maxLength: 200_000, description: 'the portal schema as JSON text' }),
    ),
  },
  { additionalProperties: false },
);

/** /api/visualdev/Portal: portals designed under 门户设计 and shown by menu entries of type 8. */
export const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Portals, paged',
        querystring: Type.Object({
          ...PagingFields,
          category: Type.Optional(Type.String({ maxLength: 50 })),
        }),
      },
    },
    async (request) => ok(await listPortals(db, request.query)),
  );
  app.get(
    '/Selector',
    {
      schema: {
        tags,
        summary: 'Enabled portals to choose from',
        description:
          'type 1: the portals the signed-in user may see, to choose their home page from (any signed-in ' +
          'user). Otherwise every enabled portal, for a menu entry of type 8 (门户设计 or 菜单管理 only).',
        querystring: Type.Object({
          platform: Type.Optional(Type.String({ maxLength: 10 })),
          type: Type.Optional(Type.String({ maxLength: 10 })),
        }),
      },
    },
    async (request) => {
      const authorization = await authorizationOf(db, sessionOf(request));
      if (request.query.type === '1') return ok({ list: await visiblePortals(db, authorization) });
      if (!canAccess(authorization, CHOOSERS)) throw forbidden();
      return ok({ list: await portalChoices(db) });
    },
  );
  app.put(
    '/:id/Actions/SetDefault',
    {
      schema: {
        tags,
        summary: 'Show a portal the signed-in user may see as their home page',
        params: IdParams,
        querystring: Type.Object({ platform: Type.Optional(Type.String({ maxLength: 10 })) }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const authorization = await authorizationOf(db, session);
      await setDefaultPortal(db, authorization, session.userId, request.params.id);
      return ok(undefined, t('common.switched'));
    },
  );
  app.put(
    '/Actions/ClearDefault',
    {
      schema: {
        tags,
        summary: 'Show the ordinary workspace as the home page again',
        querystring: Type.Object({ platform: Type.Optional(Type.String({ maxLength: 10 })) }),
      },
    },
    async (request) => {
      await clearDefaultPortal(db, sessionOf(request).userId);
      return ok(undefined, t('common.switched'));
    },
  );
  app.get(
    '/Count/:query',
    {
      schema: {
        tags,
        summary: "A count card's fixed number, for any signed-in user",
        params: Type.Object({
          query: Type.Union([
            Type.Literal('users'),
            Type.Literal('onlineUsers'),
            Type.Literal('unreadMessages'),
          ]),
        }),
      },
    },
    async (request) => ok({ count: await fixedCount(db, request.params.query, sessionOf(request).userId) }),
  );
  app.get(
    '/:id/auth',
    {
      schema: {
        tags,
        summary: 'What a portal shows (its schema), for any signed-in user',
        params: IdParams,
        querystring: Type.Object({
          platform: Type.Optional(Type.String({ maxLength: 10 })),
          systemId: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      },
    },
    async (request) => ok(await portalForDisplay(db, request.params.id)),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One portal with its schema', params: IdParams } },
    async (request) => ok(await getPortal(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a portal', body: Body } },
    async (request) => ok(await createPortal(db, request.body), t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Update a portal; without formData its schema is kept',
        params: IdParams,
        body: Body,
      },
    },
    async (request) => {
      await updatePortal(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a portal no menu entry opens', params: IdParams },
    },
    async (request) => {
      await deletePortal(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
};
