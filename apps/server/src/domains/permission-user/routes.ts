import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { announceSessionsEnded, announceUserDisabled } from '../../accounts/sessions.js';
import { accessTo } from '../../crud/screen-access.js';
import { sessionOf } from '../../http/auth.js';
import { badRequest, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { resetPassword, toggleState, unlockUser } from './actions.js';
import { allUsers, listUsers, userDetail } from './list.js';
import { candidatesForPosition, candidatesForRole } from './members.js';
import { loadReferences } from './references.js';
import { UserBody } from './user-input.js';
import { createUser, deleteUser, updateUser } from './write.js';

// The 用户管理 screen: its menu entry to read, its buttons to change.
export const USER_MODULE = 'permission.user';
export const access = accessTo(USER_MODULE);
const tags = ['users'];

const Key = Type.String({ minLength: 1, maxLength: 64 });
const Id = Type.Object({ id: Key });
const Md5 = Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: 'md5 hex of the password' });
/** A new user's form takes an initial password besides what editing takes; empty means 0000. */
const NewUserBody = Type.Object({
  ...UserBody.properties,
  userPassword: Type.Optional(Type.Union([Md5, Type.Literal('')])),
});
export const ListQuery = Type.Object({
  organizeId: Type.Optional(
    Type.String({ maxLength: 64, description: 'this organisation and those under it' }),
  ),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'in the account, name or mobile' })),
  currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
});

/** User administration under /api/permission/Users (JNPF's paths). */
export const userAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: { tags, summary: 'A page of users, sort code then newest first', querystring: ListQuery },
    },
    async (request) => ok(await listUsers(db, await loadReferences(db), request.query)),
  );
  app.get(
    '/All',
    { config: access(), schema: { tags, summary: 'Every user, disabled ones too' } },
    async () => ok({ list: await allUsers(db) }),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One user, as the edit form reads it', params: Id } },
    async (request) => {
      const user = await userDetail(db, await loadReferences(db), request.params.id);
      if (!user) throw badRequest(t('permissionUser.notFound'));
      return ok(user);
    },
  );

  app.post(
    '/',
    {
      config: access('btn_add'),
      schema: {
        tags,
        summary:
          "Create a user; the initial password is the administrator's (its md5), or 0000 when none is given, to be changed at the first sign-in",
        body: NewUserBody,
      },
    },
    async (request) => {
      const { userPassword, ...input } = request.body;
      const id = await createUser(
        db,
        await loadReferences(db),
        input,
        sessionOf(request).userId,
        userPassword || undefined,
      );
      return ok({ id }, t('common.created'));
    },
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Update a user; disabling or locking signs them out',
        params: Id,
        body: UserBody,
      },
    },
    async (request) => {
      const { id } = request.params;
      const ended = await updateUser(
        db,
        await loadReferences(db),
        id,
        request.body,
        sessionOf(request).userId,
      );
      // Every socket of the user closes, whichever session opened it.
      if (ended.length > 0) await announceUserDisabled(app, id);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: {
        tags,
        summary: 'Delete a user nobody reports to; not the administrator, not oneself',
        params: Id,
      },
    },
    async (request) => {
      await deleteUser(db, request.params.id, sessionOf(request).userId);
      return ok(undefined, t('common.deleted'));
    },
  );

  app.post(
    '/:id/Actions/ResetPassword',
    {
      config: access('btn_resetPassword'),
      schema: {
        tags,
        summary: "Set a user's password; they are signed out and must change it at the next sign-in",
        params: Id,
        body: Type.Object({ userPassword: Md5, validatePassword: Md5 }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const ended = await resetPassword(db, id, sessionOf(request).userId, request.body);
      await announceSessionsEnded(app, id, ended, 'password');
      return ok(undefined, t('permissionUser.passwordReset'));
    },
  );
  app.put(
    '/:id/Actions/State',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Enable a user, or disable them and sign them out at once', params: Id },
    },
    async (request) => {
      const { id } = request.params;
      const { enabledMark } = await toggleState(db, id, sessionOf(request).userId);
      if (enabledMark === 0) await announceUserDisabled(app, id);
      return ok({ enabledMark }, t(enabledMark === 1 ? 'permissionUser.enabled' : 'permissionUser.disabled'));
    },
  );
  app.put(
    '/:id/Actions/unlock',
    {
      config: access('btn_unlock'),
      schema: { tags, summary: 'Lift a lock so the user can sign in again', params: Id },
    },
    async (request) => {
      await unlockUser(db, request.params.id);
      return ok(undefined, t('permissionUser.unlocked'));
    },
  );

  app.get(
    '/GetUsersByPositionId',
    {
      config: { access: { module: 'permission.position' } },
      schema: {
        tags,
        summary: "The position's organisation with its members, to give the position to",
        querystring: Type.Object({ positionId: Key }),
      },
    },
    async (request) => ok(await candidatesForPosition(db, request.query.positionId)),
  );
  app.get(
    '/GetUsersByRoleOrgId',
    {
      config: { access: { module: 'permission.role' } },
      schema: {
        tags,
        summary:
          'One level of the organisation tree with its members (0: the top), or users matching a keyword',
        querystring: Type.Object({
          roleId: Key,
          organizeId: Type.Optional(Type.String({ maxLength: 64 })),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request) => ok(await candidatesForRole(db, request.query)),
  );
};
