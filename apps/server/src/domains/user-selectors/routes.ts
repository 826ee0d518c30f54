import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { organizationMembers, subordinates, usersByIds } from './picked-users.js';
import { searchUsers, userTreeLevel, wholeUserTree } from './user-tree.js';

// The user picker of every generated form reads these, so any signed-in user may: no access
// rule, and the auth hook still refuses visitors.

const tags = ['user picker'];
const Keyword = Type.Optional(Type.String({ maxLength: 200 }));

/** User pickers under /api/permission/Users (JNPF's paths). */
export const userSelectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/ImUser/Selector/:id',
    {
      schema: {
        tags,
        summary:
          'One level of the user tree under a node (0: the top organisations); with a keyword, matching users anywhere, paged',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: Type.Object({
          keyword: Keyword,
          currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
        }),
      },
    },
    async (request) => {
      const { keyword, currentPage, pageSize } = request.body;
      if (keyword?.trim()) return ok(await searchUsers(db, keyword, currentPage, pageSize));
      return ok({ list: await userTreeLevel(db, request.params.id) });
    },
  );

  app.post(
    '/getUserList',
    {
      schema: {
        tags,
        summary: 'Users by id, in the order asked, to show stored values (disabled users too)',
        body: Type.Object({
          userId: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 1000 }),
        }),
      },
    },
    async (request) => ok({ list: await usersByIds(db, request.body.userId) }),
  );

  app.get(
    '/getOrganization',
    {
      schema: {
        tags,
        summary: "Members of an organisation (0 or none: the caller's own), matching the keyword",
        querystring: Type.Object({
          keyword: Keyword,
          organizeId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        }),
      },
    },
    async (request) =>
      ok(
        await organizationMembers(
          db,
          sessionOf(request).userId,
          request.query.keyword,
          request.query.organizeId,
        ),
      ),
  );

  app.post(
    '/getSubordinates',
    {
      schema: {
        tags,
        summary: "The caller's direct reports, matching the keyword",
        body: Type.Object({ keyword: Keyword }),
      },
    },
    async (request) => ok(await subordinates(db, sessionOf(request).userId, request.body.keyword)),
  );

  app.get(
    '/Selector',
    {
      schema: {
        tags,
        summary: 'Every organisation with its members as leaves, as one tree',
        querystring: Type.Object({ keyword: Keyword }),
      },
    },
    async (request) => ok({ list: await wholeUserTree(db, request.query.keyword) }),
  );
};
