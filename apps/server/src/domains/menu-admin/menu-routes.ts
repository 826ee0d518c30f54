import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ENTRY_CODE, MenuType } from '@formwork/schema';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { menuAccess as access } from './access.js';
import { linkableChoices } from './linkable.js';
import {
  createMenu,
  deleteMenu,
  enabledChoices,
  getMenu,
  menuTree,
  parentChoices,
  toggleMenu,
  topChoice,
  updateMenu,
} from './menus.js';
import { TopQuery } from './route-schemas.js';

const tags = ['menu administration'];
const Key = Type.String({ minLength: 1, maxLength: 100 });
const Id = Type.Object({ id: Key });
const Flag = Type.Integer({ enum: [0, 1] });
const MenuTypeValue = Type.Integer({
  enum: Object.values(MenuType),
  description:
    '1 directory, 2 page, 3 function, 4 dictionary, 5 report, 6 data view, 7 external link, 8 portal',
});
const Name = Type.String({ maxLength: 50 });

const MenuBody = Type.Object({
  parentId: Type.String({ minLength: 1, maxLength: 100, description: "'-1' at the top" }),
  fullName: Type.String({ minLength: 1, maxLength: 50, description: 'the Chinese name' }),
  fullNameI18n: Type.Optional(
    Type.Object(
      { zhtw: Type.Optional(Name), en: Type.Optional(Name) },
      { description: 'names in other languages' },
    ),
  ),
  enCode: Type.String(ENTRY_CODE.jsonSchema),
  icon: Type.String({ minLength: 1, maxLength: 100 }),
  type: MenuTypeValue,
  urlAddress: Type.Optional(
    Type.String({ maxLength: 500, description: 'required for pages and external links' }),
  ),
  linkTarget: Type.Optional(Type.String({ enum: ['_self', '_blank'] })),
  propertyJson: Type.Optional(
    Type.String({
      maxLength: 4000,
      description: 'JSON object text; moduleId required for types 3, 4, 5, 6, 8',
    }),
  ),
  moduleId: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "what a typed entry opens, in place of propertyJson's moduleId",
    }),
  ),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabledMark: Type.Optional(Flag),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});

const TreeQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(
    Type.String({ maxLength: 10, description: "Web (the console's menu) or App (none)" }),
  ),
  type: Type.Optional(MenuTypeValue),
});

/** /api/system/Menu: the 菜单管理 screen's tree, choosers and entry changes. */
export const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const summary = 'The whole menu, disabled entries too; keyword and type keep matches with the way to them';

  app.get('/', { config: access(), schema: { tags, summary, querystring: TreeQuery } }, async (request) =>
    ok({ list: await menuTree(db, request.query) }),
  );
  app.get(
    '/ModuleBySystem/:systemId',
    {
      config: access(),
      schema: {
        tags,
        summary: `${summary} (one system)`,
        params: Type.Object({ systemId: Key }),
        querystring: TreeQuery,
      },
    },
    async (request) => ok({ list: await menuTree(db, request.query) }),
  );
  app.get(
    '/Selector/All',
    { config: access(), schema: { tags, summary: 'Every enabled entry as a tree, to choose one' } },
    async () => ok({ list: await enabledChoices(db) }),
  );
  app.get(
    '/Linkable',
    {
      config: access(),
      schema: {
        tags,
        summary: 'What typed entries may open, grouped by type: released designs, dictionaries',
      },
    },
    async () => ok({ list: await linkableChoices(db) }),
  );
  app.get(
    '/Selector/:id/:systemId',
    {
      config: access(),
      schema: {
        tags,
        summary: 'The directories an entry may be filed under: without {id} (0: none) and what is under it',
        params: Type.Object({ id: Key, systemId: Key }),
        querystring: TopQuery,
      },
    },
    async (request) => {
      const choices = await parentChoices(db, request.params.id);
      return ok({ list: request.query.withTop === 1 ? [topChoice(choices)] : choices });
    },
  );
  app.get('/:id', { config: access(), schema: { tags, summary: 'One entry', params: Id } }, async (request) =>
    ok(await getMenu(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create an entry', body: MenuBody } },
    async (request) => ok({ id: await createMenu(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Update an entry; optional fields left out keep their value',
        params: Id,
        body: MenuBody,
      },
    },
    async (request) => {
      await updateMenu(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: {
        tags,
        summary: 'Delete an entry with nothing under it, with its buttons, fields, schemes and grants',
        params: Id,
      },
    },
    async (request) => {
      await deleteMenu(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    { config: access('btn_edit'), schema: { tags, summary: 'Enable or disable an entry', params: Id } },
    async (request) => ok({ enabledMark: await toggleMenu(db, request.params.id) }, t('common.updated')),
  );
};
