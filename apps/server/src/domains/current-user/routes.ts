import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { LANGUAGES, LAYOUT_TYPES } from '@formwork/schema';
import type { FastifyRequest } from 'fastify';
import { avatarUrl, loadProfile, relatedObjects } from '../../accounts/profile.js';
import { announceSessionsEnded } from '../../accounts/sessions.js';
import { epoch } from '../../crud/times.js';
import { apiShapeOf } from '../../http/api-shape.js';
import { sessionOf } from '../../http/auth.js';
import { badField, fieldProblem, forbidden, ok } from '../../http/envelope.js';
import { namedRuleProblem, t } from '../../http/i18n/index.js';
import { loadAuthorization } from '../authorization/index.js';
import { findFile, STORED_NAME_PATTERN } from '../file/index.js';
import { authorizeTrees } from './authorize-trees.js';
import { changePassword } from './change-password.js';
import { loginHistory } from './login-history.js';
import { ownUser, setOwnSettings, switchMajor, updateOwnInfo } from './own-settings.js';
import { signImageRoutes } from './sign-image-routes.js';
import { isInSubordinateTree, listSubordinates } from './subordinates.js';

const BaseInfoBody = Type.Object(
  {
    realName: Type.String({ minLength: 1, maxLength: 50 }),
    gender: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 3, description: '1 male, 2 female, 3 unspecified' }),
    ),
    email: Type.Optional(Type.String({ maxLength: 100 })),
    mobilePhone: Type.Optional(Type.String({ maxLength: 20 })),
    birthday: Type.Optional(
      Type.Union([Type.Integer({ minimum: -2208988800000, maximum: 4102444800000 }), Type.Null()]),
    ),
    signature: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

const Paging = {
  currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
};

export const currentUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const tags = ['current user'];
  await app.register(signImageRoutes);

  app.get('/BaseInfo', { schema: { tags, summary: 'Profile of the signed-in user' } }, async (request) => {
    const profile = await loadProfile(db, sessionOf(request).userId);
    const { user } = profile;
    return ok({
      id: user.id,
      account: user.account,
      realName: user.realName,
      gender: user.gender,
      email: user.email,
      mobilePhone: user.mobilePhone,
      birthday: epoch(user.birthday),
      headIcon: avatarUrl(user.headIcon),
      signature: user.signature,
      description: user.description,
      organizeName: profile.company?.name ?? '',
      departmentName: profile.department?.name ?? '',
      positionName: profile.positions.map((position) => position.name).join(','),
      roleName: profile.roles.map((role) => role.name).join(','),
      manager: profile.manager,
      theme: user.theme,
      language: user.language,
      creatorTime: epoch(user.creatorTime),
      // JNPF's profile page reads the organisation path, positions and roles by these names.
      ...(apiShapeOf(request) === 'jnpf' && {
        organize: [profile.company?.name, profile.department?.name].filter(Boolean).join('/'),
        position: profile.positions.map((position) => position.name).join(','),
        roleId: profile.roles.map((role) => role.name).join(','),
      }),
    });
  });

  app.put(
    '/BaseInfo',
    { schema: { tags, summary: 'Update own profile', body: BaseInfoBody } },
    async (request) => {
      const { email, mobilePhone } = request.body;
      for (const [field, value, rule] of [
        ['email', email, 'email'],
        ['mobilePhone', mobilePhone, 'phone'],
      ] as const) {
        const problem = value ? namedRuleProblem(rule, value) : undefined;
        if (problem) throw fieldProblem(field, problem);
      }
      await updateOwnInfo(db, sessionOf(request).userId, request.body);
      return ok(undefined, t('common.changed'));
    },
  );

  app.post(
    '/Actions/ModifyPassword',
    {
      schema: {
        tags,
        summary: 'Change own password; other sessions end',
        description:
          'oldPassword is md5 hex as at sign-in. newPassword is the plain new password, so the server can ' +
          'enforce the password policy of the system settings, or when it is off the fixed rule (6-16 letters ' +
          'and digits, both present); only its slow hash is stored.',
        body: Type.Object(
          {
            oldPassword: Type.String({ pattern: '^[0-9a-fA-F]{32}$' }),
            newPassword: Type.String({ minLength: 1, maxLength: 64 }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const ended = await changePassword(
        db,
        session,
        request.body.oldPassword,
        request.body.newPassword,
        config,
      );
      await announceSessionsEnded(app, session.userId, ended, 'password');
      return ok(undefined, t('currentUser.passwordChanged'));
    },
  );

  app.put(
    '/SystemTheme',
    {
      schema: {
        tags,
        summary: 'Save the layout type',
        body: Type.Object({ theme: Type.Union(LAYOUT_TYPES.map((t) => Type.Literal(t))) }),
      },
    },
    async (request) => {
      await setOwnSettings(db, sessionOf(request).userId, { theme: request.body.theme });
      return ok(undefined, t('common.set'));
    },
  );

  app.put(
    '/SystemLanguage',
    {
      schema: {
        tags,
        summary: 'Save the language',
        body: Type.Object({ language: Type.Union(LANGUAGES.map((l) => Type.Literal(l))) }),
      },
    },
    async (request) => {
      await setOwnSettings(db, sessionOf(request).userId, { language: request.body.language });
      return ok(undefined, t('common.set'));
    },
  );

  app.put(
    '/Avatar/:name',
    {
      schema: {
        tags,
        summary: 'Use an uploaded image (type userAvatar) as avatar',
        // Exactly the names uploads are given: base64url, so a name may begin with '-' or '_'.
        params: Type.Object({ name: Type.String({ pattern: STORED_NAME_PATTERN }) }),
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      // Only a picture this user uploaded as an avatar: another name would show someone else's
      // upload in this user's place, or a broken image.
      const file = await findFile(db, 'userAvatar', request.params.name);
      if (!file || file.creatorUserId !== userId) throw badField('name', 'currentUser.uploadAvatarFirst');
      await setOwnSettings(db, userId, { headIcon: request.params.name });
      return ok({ headIcon: avatarUrl(request.params.name) }, t('common.set'));
    },
  );

  app.get(
    '/Authorize',
    { schema: { tags, summary: 'What the signed-in user is granted' } },
    async (request) => {
      const userId = sessionOf(request).userId;
      const user = await ownUser(db, userId);
      return ok(authorizeTrees(await loadAuthorization(db, userId, user.isAdministrator)));
    },
  );

  app.get(
    '/SystemLog',
    {
      schema: {
        tags,
        summary: 'Own sign-in history, newest first',
        querystring: Type.Object({
          ...Paging,
          category: Type.Optional(Type.Integer({ enum: [1], description: '1: sign-in log' })),
          startTime: Type.Optional(Type.Integer({ minimum: 0 })),
          endTime: Type.Optional(Type.Integer({ minimum: 0 })),
        }),
      },
    },
    async (request) => ok(await loginHistory(db, sessionOf(request).userId, request.query)),
  );

  const relationList = (type: 'Organize' | 'Position') => async (request: FastifyRequest) => {
    const userId = sessionOf(request).userId;
    const current = await ownUser(db, userId);
    const rows = await relatedObjects(db, userId, type);
    const major = type === 'Organize' ? current.organizeId : current.positionId;
    return ok(rows.map((row) => ({ id: row.id, fullName: row.name, isDefault: row.id === major })));
  };
  app.get(
    '/getUserOrganizes',
    { schema: { tags, summary: 'Organisations the user belongs to' } },
    relationList('Organize'),
  );
  app.get(
    '/getUserPositions',
    { schema: { tags, summary: 'Positions the user holds' } },
    relationList('Position'),
  );

  app.put(
    '/major',
    {
      schema: {
        tags,
        summary: 'Choose the main organisation or position',
        body: Type.Object({
          majorId: Type.String({ minLength: 1, maxLength: 64 }),
          majorType: Type.Union([Type.Literal('Organize'), Type.Literal('Position')]),
        }),
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const { majorId, majorType } = request.body;
      await switchMajor(db, userId, majorType, majorId);
      return ok(undefined, t('common.switched'));
    },
  );

  app.get(
    '/Subordinate/:id',
    {
      schema: {
        tags,
        summary: 'Direct reports of a user in your own reporting line',
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request) => {
      const userId = sessionOf(request).userId;
      const id = request.params.id === '0' ? userId : request.params.id;
      if (!(await isInSubordinateTree(db, userId, id))) throw forbidden();
      return ok(await listSubordinates(db, id));
    },
  );
};
