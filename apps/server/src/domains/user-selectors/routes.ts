import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { loadOrganizes } from '../organize-selectors/index.js';
import { searchUsers, userTreeLevel, wholeUserTree } from './user-tree.js';
import { enabledUsers, inOrganize, matching, summaryOf, type UserSummary, userColumns } from './users.js';

// The user picker of every generated form reads these, so any signed-in user may: no access
// rule, and the auth hook still refuses visitors.

const tags = ['user picker'];
const Keyword = Type.Optional(Type.String({ maxLength: 200 }));

async function summaries(db: Db, rows: Parameters<typeof summaryOf>[0][]): Promise<UserSummary[]> {
  const organizes = await loadOrganizes(db);
  return rows.map((row) => summaryOf(row, organizes));
}

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
    async (request) => {
      const ids = [...new Set(request.body.userId)];
      const rows = ids.length
        ? await db.selectFrom('users').select(userColumns).where('id', 'in', ids).execute()
        : [];
      const byId = new Map((await summaries(db, rows)).map((user) => [user.id, user]));
      return ok({ list: ids.flatMap((id) => byId.get(id) ?? []) });
    },
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
    async (request) => {
      const { keyword, organizeId } = request.query;
      let id = organizeId;
      if (!id || id === '0') {
        const caller = await db
          .selectFrom('users')
          .select('organizeId')
          .where('id', '=', sessionOf(request).userId)
          .executeTakeFirstOrThrow();
        id = caller.organizeId;
      }
      const rows = await matching(enabledUsers(db), keyword)
        .select(userColumns)
        .where(inOrganize(id))
        .execute();
      return ok(await summaries(db, rows));
    },
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
    async (request) => {
      const rows = await matching(enabledUsers(db), request.body.keyword)
        .select(userColumns)
        .where('managerId', '=', sessionOf(request).userId)
        .execute();
      return ok(await summaries(db, rows));
    },
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
