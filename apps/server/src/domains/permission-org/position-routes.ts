import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EntryFields, IdParams, Key } from '../../crud/entry.js';
import { PagingFields } from '../../crud/paging.js';
import { accessTo } from '../../crud/screen-access.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import {
  allPositions,
  createPosition,
  deletePosition,
  getPosition,
  listPositions,
  positionsByOrganizes,
  updatePosition,
} from './positions.js';
import { OrganizeIdsBody } from './user-relations.js';

// The 岗位管理 screen: its menu entry to read, its buttons to change. /All and /getListByOrgIds
// serve forms elsewhere (the user form's position options, position names in generated forms),
// so like the position picker they are open to any signed-in user; the auth hook refuses visitors.
const access = accessTo('permission.position');
const tags = ['positions'];

const Body = Type.Object({
  ...EntryFields,
  organizeId: Key,
  type: Type.Optional(Type.String({ maxLength: 50 })),
});

/** /api/permission/Position. */
export const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Positions of an organisation and those below it (organizeId; all without), paged',
        querystring: Type.Object({
          ...PagingFields,
          organizeId: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      },
    },
    async (request) => ok(await listPositions(db, request.query)),
  );
  app.get('/All', { schema: { tags, summary: 'Every enabled position' } }, async () =>
    ok({ list: await allPositions(db) }),
  );
  app.post(
    '/getListByOrgIds',
    {
      schema: {
        tags,
        summary: 'The enabled positions of each organisation named, grouped under it',
        body: OrganizeIdsBody,
      },
    },
    async (request) => ok({ list: await positionsByOrganizes(db, request.body.organizeIds) }),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One position', params: IdParams } },
    async (request) => ok(await getPosition(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a position', body: Body } },
    async (request) => ok({ id: await createPosition(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Update a position', params: IdParams, body: Body },
    },
    async (request) => {
      await updatePosition(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a position nobody holds', params: IdParams },
    },
    async (request) => {
      await deletePosition(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
};
