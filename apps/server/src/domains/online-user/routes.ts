import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { announceSessionsEnded, endUserSessions } from '../../accounts/sessions.js';
import { apiShapeOf } from '../../http/api-shape.js';
import { sessionOf } from '../../http/auth.js';
import { placeName } from '../../http/client-info.js';
import { badRequest, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { liveSessions } from './live-sessions.js';

export const ONLINE_USER_MODULE = 'permission.onlineUser';

export const onlineUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['online users'];

  app.get(
    '/',
    {
      config: { access: { module: ONLINE_USER_MODULE } },
      schema: {
        tags,
        summary: 'Users with a live session',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
    },
    async (request) => {
      const rows = await liveSessions(db, request.query.keyword);
      // One line per user: the newest of their sessions.
      const seen = new Set<string>();
      const list = rows
        .filter((row) => !seen.has(row.userId) && seen.add(row.userId))
        .map((row) => ({
          userId: row.userId,
          userName: `${row.realName}/${row.account}`,
          loginTime: row.createdAt.getTime(),
          loginIPAddress: row.ipAddress,
          loginIPAddressName: placeName(row.ipAddressName),
          loginSystem: row.userAgent,
        }));
      // JNPF's 在线用户 screen reads the rows as the data itself, and the device as loginPlatForm.
      if (apiShapeOf(request) === 'canonical') return ok({ list });
      return ok(list.map((row) => ({ ...row, loginPlatForm: row.loginSystem })));
    },
  );

  app.delete(
    '/:userId',
    {
      config: { access: { module: ONLINE_USER_MODULE, button: 'btn_remove' } },
      schema: {
        tags,
        summary: 'Force a user offline: their tokens answer 601',
        params: Type.Object({ userId: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request) => {
      if (request.params.userId === sessionOf(request).userId) throw badRequest(t('onlineUser.notSelf'));
      const { userId } = request.params;
      const ended = await endUserSessions(db, userId, 'forced');
      if (ended.length === 0) throw badRequest(t('onlineUser.notOnline'));
      await announceSessionsEnded(app, userId, ended, 'forced');
      return ok(undefined, t('onlineUser.kickedOut'));
    },
  );
};
