import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { chatContacts } from './contacts.js';
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
    async (request) => ok(await chatContacts(db, sessionOf(request).userId, request.query)),
  );
};
