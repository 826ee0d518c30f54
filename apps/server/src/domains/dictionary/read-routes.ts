import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DictionaryGroup, DictionarySelector, DictionaryTypeNode } from '@formwork/schema';
import { ok } from '../../http/envelope.js';
import { enabledItems, findType, offered, offeredFlat } from './items.js';
import { nest } from './tree.js';

// Widgets of every generated form read these, so any signed-in user may: no access rule, and
// the auth hook still refuses visitors.

/** A type id, a type enCode or '0'; values are bound, so only the length is limited. */
export const Key = Type.String({ minLength: 1, maxLength: 100 });
const tags = ['dictionary'];

/** GET /api/system/DictionaryType/Selector/{id or 0}: the enabled types as a tree. */
export const dictionaryTypeReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/Selector/:id',
    {
      schema: {
        tags,
        summary: 'The enabled dictionary types as a tree, without {id} and what is under it (0: all)',
        params: Type.Object({ id: Key }),
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('dictionaryType')
        .select(['id', 'parentId', 'fullName', 'enCode', 'isTree', 'sortCode'])
        .where('enabledMark', '=', 1)
        .where('id', '!=', request.params.id)
        .orderBy('sortCode')
        .orderBy('creatorTime')
        .orderBy('id')
        .execute();
      return ok<{ list: DictionaryTypeNode[] }>({ list: nest(rows) });
    },
  );
};

/** The read side of /api/system/DictionaryData: what option widgets and list trees fetch. */
export const dictionaryDataReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:id/Data/Selector',
    {
      schema: {
        tags,
        summary: "A type's enabled items by type id or enCode, sorted; nested when the type is a tree",
        params: Type.Object({ id: Key }),
      },
    },
    async (request) => {
      const type = await findType(db, request.params.id);
      const items = (await enabledItems(db, [type.id])).get(type.id) ?? [];
      return ok<DictionarySelector>({ list: offered(type, items) });
    },
  );

  app.get(
    '/All',
    { schema: { tags, summary: 'Every enabled item grouped by enabled type, for a client cache' } },
    async () => {
      const types = await db
        .selectFrom('dictionaryType')
        .select(['id', 'fullName', 'enCode', 'isTree', 'enabledMark'])
        .where('enabledMark', '=', 1)
        .orderBy('sortCode')
        .orderBy('creatorTime')
        .orderBy('id')
        .execute();
      const items = await enabledItems(
        db,
        types.map((type) => type.id),
      );
      const list = types.map((type) => ({
        id: type.id,
        fullName: type.fullName,
        enCode: type.enCode,
        isTree: type.isTree,
        dictionaryList: offeredFlat(type, items.get(type.id) ?? []),
      }));
      return ok<{ list: DictionaryGroup[] }>({ list });
    },
  );
};
