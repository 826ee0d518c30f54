import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { avatarUrl } from '../current-user/profile.js';
import { loadOrganizes } from '../organize-selectors/organizes.js';
import { enabledUsers, matching } from '../user-selectors/users.js';
import { recentConversations } from './history.js';

// The chat drawer's two lists. Any signed-in user may read them: chat is open to everyone with
// an account, and the auth hook still refuses visitors.

const tags = ['chat'];
const Page = {
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/** GET /api/message/imreply: the caller's recent conversations. */
export const chatReplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/imreply',
    {
      schema: {
        tags,
        summary: "The caller's recent conversations, newest first, with the latest message and unread count",
        querystring: Type.Object({
          ...Page,
          // The drawer reads one list without paging: the first page is long enough for it.
          pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
        }),
      },
    },
    async (request) => ok(await recentConversations(db, sessionOf(request).userId, request.query)),
  );
};

/** GET /api/permission/Users/ImUser: whom the caller can chat with. */
export const chatContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/ImUser',
    {
      schema: {
        tags,
        summary: 'Enabled users other than the caller, by account or real name, paged',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 200 })), ...Page }),
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { keyword, currentPage, pageSize } = request.query;
      const others = matching(enabledUsers(db), keyword).where('id', '!=', userId);
      const [rows, total, organizes] = await Promise.all([
        others
          .select(['id', 'account', 'realName', 'headIcon', 'organizeId'])
          .orderBy('id')
          .limit(pageSize)
          .offset(offsetOf({ currentPage, pageSize }))
          .execute(),
        others
          .clearOrderBy()
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirst(),
        loadOrganizes(db),
      ]);
      return ok({
        list: rows.map((row) => ({
          id: row.id,
          account: row.account,
          realName: row.realName,
          headIcon: avatarUrl(row.headIcon),
          department: organizes.pathOf(row.organizeId),
        })),
        pagination: paginationOf({ currentPage, pageSize }, total?.total ?? 0),
      });
    },
  );
};
