import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { menuAccess as access } from './access.js';
import {
  buttonParentChoices,
  createButton,
  deleteButton,
  getButton,
  listButtons,
  toggleButton,
  updateButton,
} from './buttons.js';
import { topChoice } from './menus.js';
import {
  Description,
  Flag,
  Id,
  ItemCode,
  ItemName,
  Key,
  KeywordQuery,
  ModuleParams,
  SortCode,
  TopQuery,
  tags,
} from './route-schemas.js';

const ButtonBody = Type.Object({
  moduleId: Key,
  parentId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: "another button, or '-1'" }),
  ),
  fullName: ItemName,
  enCode: ItemCode,
  sortCode: Type.Optional(SortCode),
  enabledMark: Type.Optional(Flag),
  description: Type.Optional(Description),
});

/** /api/system/ModuleButton: a menu entry's buttons (按钮权限). */
export const moduleButtonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:moduleId/List',
    {
      config: access(),
      schema: {
        tags,
        summary: "An entry's buttons as a tree, disabled ones too",
        params: ModuleParams,
        querystring: KeywordQuery,
      },
    },
    async (request) => ok({ list: await listButtons(db, request.params.moduleId, request.query.keyword) }),
  );
  app.get(
    '/:moduleId/Selector',
    {
      config: access(),
      schema: {
        tags,
        summary: 'The buttons a button may be filed under',
        params: ModuleParams,
        querystring: TopQuery,
      },
    },
    async (request) => {
      const choices = await buttonParentChoices(db, request.params.moduleId);
      return ok({ list: request.query.withTop === 1 ? [topChoice(choices)] : choices });
    },
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One button', params: Id } },
    async (request) => ok(await getButton(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Add a button to an entry', body: ButtonBody } },
    async (request) => ok({ id: await createButton(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Update a button', params: Id, body: ButtonBody },
    },
    async (request) => {
      await updateButton(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a button with none under it, and its grants', params: Id },
    },
    async (request) => {
      await deleteButton(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    { config: access('btn_edit'), schema: { tags, summary: 'Enable or disable a button', params: Id } },
    async (request) => ok({ enabledMark: await toggleButton(db, request.params.id) }, t('common.updated')),
  );
};
