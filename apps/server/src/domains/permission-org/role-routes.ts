import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EntryFields, Flag, IdParams, Key } from '../../crud/entry.js';
import { PagingFields } from '../../crud/paging.js';
import { accessTo } from '../../crud/screen-access.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { roleSelector, rolesByOrganizes } from './role-options.js';
import { createRole, deleteRole, getRole, listRoles, toggleRole, updateRole } from './roles.js';
import { OrganizeIdsBody } from './user-relations.js';

// The 角色管理 screen: its menu entry to read, its buttons to change. The two option lists serve
// other screens (the user form's roles, the authorization screen's and the flow designer's role
// trees), so like the role picker they are open to any signed-in user; the auth hook refuses
// visitors.
const access = accessTo('permission.role');
const tags = ['roles'];

const Body = Type.Object({
  ...EntryFields,
  globalMark: Type.Optional(Flag),
  organizeIdsTree: Type.Optional(
    Type.Array(Type.Array(Key, { minItems: 1, maxItems: 50 }), { maxItems: 500 }),
  ),
  organizeIds: Type.Optional(Type.Array(Key, { maxItems: 500 })),
});

/** /api/permission/Role. */
export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      // The authorization screen picks the role to grant from this list.
      config: { access: { module: 'permission.role', alsoModules: ['permission.authorize'] } },
      schema: {
        tags,
        summary: "Roles of an organisation (organizeId; '0' the global ones; all without), paged",
        querystring: Type.Object({
          ...PagingFields,
          organizeId: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      },
    },
    async (request) => ok(await listRoles(db, request.query)),
  );
  app.get(
    '/SelectorByPermission',
    { schema: { tags, summary: 'The enabled roles: the global ones, then by organisation, as a tree' } },
    async () => ok({ list: await roleSelector(db) }),
  );
  app.post(
    '/getListByOrgIds',
    {
      schema: {
        tags,
        summary: "The enabled global roles ('0'), then those of each organisation named, grouped",
        body: OrganizeIdsBody,
      },
    },
    async (request) => ok({ list: await rolesByOrganizes(db, request.body.organizeIds) }),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One role with its organisations', params: IdParams } },
    async (request) => ok(await getRole(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a role', body: Body } },
    async (request) => ok({ id: await createRole(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    { config: access('btn_edit'), schema: { tags, summary: 'Update a role', params: IdParams, body: Body } },
    async (request) => {
      await updateRole(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a role nobody holds, with its grants', params: IdParams },
    },
    async (request) => {
      await deleteRole(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Enable or disable a role; a disabled role grants nothing', params: IdParams },
    },
    async (request) => ok({ enabledMark: await toggleRole(db, request.params.id) }, t('common.updated')),
  );
};
