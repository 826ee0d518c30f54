import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EntryFields, Flag } from '../../crud/entry.js';
import { accessTo } from '../../crud/screen-access.js';
import { apiShapeOf } from '../../http/api-shape.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { areaNames, childAreas } from './areas.js';
import {
  adminAreas,
  createArea,
  deleteArea,
  getArea,
  parentChoices,
  toggleArea,
  updateArea,
} from './manage.js';

/** Codes, or -1 for the root; anything else cannot name an area. */
const AreaId = Type.String({ pattern: '^(-1|[A-Za-z0-9_-]{1,64})$' });
const Id = Type.Object({ id: AreaId });
const tags = ['area'];
// The 行政区划 screen: its menu entry to read, its buttons to change.
const access = accessTo('system.area');
const AreaBody = Type.Object({ ...EntryFields, parentId: AreaId }, { additionalProperties: false });

/** /api/system/Area: the provinces, cities and districts the address picker walks, and their upkeep. */
export const areaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  // The address picker of every generated form reads the children and the names, so any
  // signed-in user may: no access rule, and the auth hook still refuses visitors.
  app.get(
    '/:parentId',
    {
      schema: {
        tags,
        summary:
          'The enabled areas under a parent (-1: the provinces), with whether each is a leaf; with ' +
          'withDisabled=1 (the 行政区划 screen) every area with all its fields and hasChildren, and ' +
          'a keyword searches all levels',
        params: Type.Object({ parentId: AreaId }),
        querystring: Type.Object({
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          withDisabled: Type.Optional(Flag),
        }),
      },
    },
    async (request) => {
      const { keyword, withDisabled } = request.query;
      // JNPF's web client reads this path only on its 行政区划 screen (its pickers use Selector),
      // so it gets that screen's rows: every field, enabledMark and hasChildren, disabled ones too.
      if (withDisabled === 1 || apiShapeOf(request) === 'jnpf')
        return ok({ list: await adminAreas(db, request.params.parentId, keyword) });
      return ok({ list: await childAreas(db, request.params.parentId) });
    },
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

  app.get(
    '/:id/Selector/:editedId',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Enabled children of {id} to choose a parent from, without the edited area (0: none)',
        params: Type.Object({ id: AreaId, editedId: AreaId }),
      },
    },
    async (request) => ok({ list: await parentChoices(db, request.params.id, request.params.editedId) }),
  );
  app.get(
    '/:id/Info',
    { config: access(), schema: { tags, summary: 'One area', params: Id } },
    async (request) => ok(await getArea(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create an area', body: AreaBody } },
    async (request) => ok({ id: await createArea(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    { config: access('btn_edit'), schema: { tags, summary: 'Update an area', params: Id, body: AreaBody } },
    async (request) => {
      await updateArea(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete an area with no area under it', params: Id },
    },
    async (request) => {
      await deleteArea(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    { config: access('btn_edit'), schema: { tags, summary: 'Enable or disable an area', params: Id } },
    async (request) => ok({ enabledMark: await toggleArea(db, request.params.id) }, t('common.updated')),
  );
};
