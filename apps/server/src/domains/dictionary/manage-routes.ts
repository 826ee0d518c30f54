import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import {
  createItem,
  deleteItem,
  getItem,
  listItems,
  parentSelector,
  toggleItem,
  updateItem,
} from './manage-items.js';
import { createType, deleteType, getType, listTypes, updateType } from './manage-types.js';
import { Key } from './read-routes.js';

// The 数据字典 screen: its menu entry to read, its buttons to change.
const MODULE = 'system.dictionary';
const access = (button?: string) => ({ access: { module: MODULE, ...(button && { button }) } });
const tags = ['dictionary'];

const Id = Type.Object({ id: Key });
const Flag = Type.Integer({ enum: [0, 1] });
const Entry = {
  parentId: Type.Optional(Key),
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabledMark: Type.Optional(Flag),
  description: Type.Optional(Type.String({ maxLength: 500 })),
};
const TypeBody = Type.Object({ ...Entry, isTree: Type.Optional(Flag) });
const ItemBody = Type.Object({ ...Entry, dictionaryTypeId: Key });

/** Managing types: GET, POST /api/system/DictionaryType; GET, PUT, DELETE /{id}. */
export const dictionaryTypeManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Every dictionary type, disabled ones too, as a tree (a keyword answers matches flat)',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
    },
    async (request) => ok({ list: await listTypes(db, request.query.keyword) }),
  );
  app.get('/:id', { config: access(), schema: { tags, summary: 'One type', params: Id } }, async (request) =>
    ok(await getType(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a type', body: TypeBody } },
    async (request) => ok({ id: await createType(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    { config: access('btn_edit'), schema: { tags, summary: 'Update a type', params: Id, body: TypeBody } },
    async (request) => {
      await updateType(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a type that holds nothing', params: Id },
    },
    async (request) => {
      await deleteType(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
};

/** Managing items: GET /{type}, /{type}/Selector/{id or 0}, /{id}/Info; POST; PUT, DELETE /{id}; State. */
export const dictionaryDataManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:id',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Every item of a type (by id or enCode), disabled ones too; nested for a tree type',
        params: Id,
        querystring: Type.Object({
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          isTree: Type.Optional(Flag),
        }),
      },
    },
    async (request) => ok({ list: await listItems(db, request.params.id, request.query) }),
  );
  app.get(
    '/:id/Selector/:parentId',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Enabled items to choose a parent from, without the edited item {parentId} (0: none)',
        params: Type.Object({ id: Key, parentId: Key }),
      },
    },
    async (request) => ok({ list: await parentSelector(db, request.params.id, request.params.parentId) }),
  );
  app.get(
    '/:id/Info',
    { config: access(), schema: { tags, summary: 'One item', params: Id } },
    async (request) => ok(await getItem(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create an item', body: ItemBody } },
    async (request) => ok({ id: await createItem(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    { config: access('btn_edit'), schema: { tags, summary: 'Update an item', params: Id, body: ItemBody } },
    async (request) => {
      await updateItem(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete an item without children', params: Id },
    },
    async (request) => {
      await deleteItem(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    { config: access('btn_edit'), schema: { tags, summary: 'Enable or disable an item', params: Id } },
    async (request) => ok({ enabledMark: await toggleItem(db, request.params.id) }, t('common.updated')),
  );
};
