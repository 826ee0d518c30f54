import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EntryFields, IdParams, Key } from '../../crud/entry.js';
import { PagingFields } from '../../crud/paging.js';
import { accessTo } from '../../crud/screen-access.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import {
  createGroup,
  deleteGroup,
  getGroup,
  groupMembers,
  listGroups,
  setGroupMembers,
  updateGroup,
} from './groups.js';

// The 分组管理 screen: its menu entry to read, its buttons to change (members are edited).
const access = accessTo('permission.group');
const tags = ['groups'];

const Body = Type.Object({ ...EntryFields, type: Type.Optional(Type.String({ maxLength: 50 })) });

/** /api/permission/Group. */
export const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: { tags, summary: 'Groups, paged', querystring: Type.Object(PagingFields) },
    },
    async (request) => ok(await listGroups(db, request.query)),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One group', params: IdParams } },
    async (request) => ok(await getGroup(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a group', body: Body } },
    async (request) => ok({ id: await createGroup(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    { config: access('btn_edit'), schema: { tags, summary: 'Update a group', params: IdParams, body: Body } },
    async (request) => {
      await updateGroup(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a group without members', params: IdParams },
    },
    async (request) => {
      await deleteGroup(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
};

const ObjectParams = Type.Object({ objectId: Key });

/**
 * /api/permission/UserRelation/{objectId}: the members of a group, read and replaced. The JNPF
 * member dialogs name the kind of object in objectType; only groups keep their members here
 * (users take their roles and positions in the user form).
 */
export const groupMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:objectId',
    { config: access(), schema: { tags, summary: "The ids of a group's members", params: ObjectParams } },
    async (request) => {
      const ids = await groupMembers(db, request.params.objectId);
      // JNPF's dialogs read `ids`; `userIds` is the same list under the name the save takes, so a
      // form can load and send it back as it came.
      return ok({ ids, userIds: ids });
    },
  );
  app.post(
    '/:objectId',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: "Make exactly these users the group's members",
        params: ObjectParams,
        body: Type.Object({
          objectType: Type.Literal('Group'),
          userIds: Type.Array(Key, { maxItems: 5000 }),
        }),
      },
    },
    async (request) => {
      await setGroupMembers(db, request.params.objectId, request.body.userIds);
      return ok(undefined, t('common.saved'));
    },
  );
};
