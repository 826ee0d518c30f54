import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ENTRY_CODE } from '@formwork/schema';
import type { FastifyRequest } from 'fastify';
import { jsonExportRoute, jsonImportRoute } from '../../crud/json-transfer.js';
import { accessTo } from '../../crud/screen-access.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkItemAccess } from './access.js';
import { findTypes, typeMatching } from './items.js';
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
import { DictionaryFile, exportedDictionary, importDictionary } from './transfer.js';

// The 数据字典 screen: its menu entry to read, its buttons to change.
const MODULE = 'system.dictionary';
const access = accessTo(MODULE);
const tags = ['dictionary'];

const Id = Type.Object({ id: Key });
const Flag = Type.Integer({ enum: [0, 1] });
const Entry = {
  parentId: Type.Optional(Key),
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  enCode: Type.String(ENTRY_CODE.jsonSchema),
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

  /**
   * Items are maintained from the 数据字典 screen or from a type-4 menu entry naming their
   * dictionary, so access depends on the dictionary the call is about: `typeKeyOf` finds it.
   * Where the path names it, access is decided before the input is validated (preValidation),
   * so a caller without access learns nothing about what the route takes; a create names the
   * dictionary in its body, which must be valid first (preHandler).
   */
  const guard =
    (
      typeKeyOf: (request: FastifyRequest) => Promise<string | undefined> | string | undefined,
      button?: string,
    ) =>
    async (request: FastifyRequest) => {
      const key = await typeKeyOf(request);
      const type = key === undefined ? undefined : typeMatching(await findTypes(db, [key]), key);
      await checkItemAccess(db, request, type, button);
    };
  const byParam = (request: FastifyRequest) => (request.params as { id: string }).id;
  const byItem = async (request: FastifyRequest) =>
    (
      await db
        .selectFrom('dictionaryData')
        .select('dictionaryTypeId')
        .where('id', '=', byParam(request))
        .executeTakeFirst()
    )?.dictionaryTypeId;
  const byBody = (request: FastifyRequest) => (request.body as { dictionaryTypeId: string }).dictionaryTypeId;

  app.get(
    '/:id',
    {
      preValidation: guard(byParam),
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
      preValidation: guard(byParam),
      schema: {
        tags,
        summary:
          'Enabled items to choose a parent from, without the edited item {parentId} and what is ' +
          'under it (0: none), nested for a tree type; isTree says whether the type is one',
        params: Type.Object({ id: Key, parentId: Key }),
      },
    },
    async (request) => ok(await parentSelector(db, request.params.id, request.params.parentId)),
  );
  app.get(
    '/:id/Info',
    { preValidation: guard(byItem), schema: { tags, summary: 'One item', params: Id } },
    async (request) => ok(await getItem(db, request.params.id)),
  );
  app.post(
    '/',
    { preHandler: guard(byBody, 'btn_add'), schema: { tags, summary: 'Create an item', body: ItemBody } },
    async (request) => ok({ id: await createItem(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      preValidation: guard(byItem, 'btn_edit'),
      schema: { tags, summary: 'Update an item', params: Id, body: ItemBody },
    },
    async (request) => {
      await updateItem(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      preValidation: guard(byItem, 'btn_remove'),
      schema: { tags, summary: 'Delete an item without children', params: Id },
    },
    async (request) => {
      await deleteItem(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    {
      preValidation: guard(byItem, 'btn_edit'),
      schema: { tags, summary: 'Enable or disable an item', params: Id },
    },
    async (request) => ok({ enabledMark: await toggleItem(db, request.params.id) }, t('common.updated')),
  );
  jsonExportRoute(app, {
    url: '/:id/Action/Export',
    config: access('btn_export'),
    tags,
    summary: 'A type (by id or enCode) and its items as a .json file the import takes: {name, url}',
    params: Id,
    file: async (id) => {
      const file = await exportedDictionary(db, id);
      return { name: `${file.fullName}.json`, content: file };
    },
  });
  await jsonImportRoute(app, {
    url: '/Action/Import',
    config: access('btn_upload'),
    tags,
    summary: 'Create a type with its items from an export file (multipart `file`), or nothing',
    file: DictionaryFile,
    save: async (file) => ({ id: await importDictionary(db, file) }),
    message: 'common.imported',
  });
};
