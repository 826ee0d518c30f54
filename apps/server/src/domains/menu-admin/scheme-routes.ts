import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { DataSchemeKind } from '../authorization/index.js';
import { menuAccess as access } from './access.js';
import {
  CONDITION_TEXTS,
  createDataField,
  DATA_FIELD_TYPES,
  deleteDataField,
  getDataField,
  listDataFields,
  updateDataField,
} from './data-fields.js';
import {
  Description,
  FieldRuleValue,
  Flag,
  Id,
  ItemCode,
  ItemName,
  Key,
  ModuleParams,
  SortCode,
  tags,
} from './route-schemas.js';
import { createScheme, deleteScheme, getScheme, listSchemes, updateScheme } from './schemes.js';

const KINDS: readonly DataSchemeKind[] = [
  'all',
  'own',
  'ownDepartment',
  'ownDepartmentAndBelow',
  'ownOrganisation',
  'condition',
];

const SchemeBody = Type.Object({
  moduleId: Key,
  fullName: ItemName,
  enCode: ItemCode,
  kind: Type.Optional(
    Type.Unsafe<DataSchemeKind>(
      Type.String({ enum: [...KINDS], description: 'left out: all when allData is 1, otherwise condition' }),
    ),
  ),
  allData: Type.Optional(Flag),
  conditionJson: Type.Optional(
    Type.String({
      maxLength: 20_000,
      description: 'for kind condition: JSON text of [{field, op, value}], every row must hold',
    }),
  ),
  sortCode: Type.Optional(SortCode),
  enabledMark: Type.Optional(Flag),
});

/** /api/system/ModuleDataAuthorizeScheme: an entry's data permission schemes (方案管理). */
export const moduleDataSchemeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:moduleId/List',
    {
      config: access(),
      schema: { tags, summary: "An entry's data permission schemes", params: ModuleParams },
    },
    async (request) => ok({ list: await listSchemes(db, request.params.moduleId) }),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One scheme', params: Id } },
    async (request) => ok(await getScheme(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Add a scheme to an entry', body: SchemeBody } },
    async (request) => ok({ id: await createScheme(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Update a scheme; a kind or condition left out stays',
        params: Id,
        body: SchemeBody,
      },
    },
    async (request) => {
      await updateScheme(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    { config: access('btn_remove'), schema: { tags, summary: 'Delete a scheme and its grants', params: Id } },
    async (request) => {
      await deleteScheme(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
};

const DataFieldBody = Type.Object({
  moduleId: Key,
  fullName: ItemName,
  enCode: ItemCode,
  type: Type.Optional(Type.String({ enum: [...DATA_FIELD_TYPES] })),
  conditionSymbol: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'comparisons offered, comma-joined: ==, !=, >, >=, <, <=, like, in',
    }),
  ),
  conditionText: Type.Optional(
    Type.String({
      enum: [...CONDITION_TEXTS],
      description: 'text: a typed value; @userId, @organizeId: the reader’s',
    }),
  ),
  bindTable: Type.Optional(Type.String({ maxLength: 100 })),
  fieldRule: Type.Optional(FieldRuleValue),
  childTableKey: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Description),
  sortCode: Type.Optional(SortCode),
});

/** /api/system/ModuleDataAuthorize: the fields an entry's scheme conditions are written on (字段管理). */
export const moduleDataAuthorizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:moduleId/List',
    {
      config: access(),
      schema: { tags, summary: "An entry's data permission fields", params: ModuleParams },
    },
    async (request) => ok({ list: await listDataFields(db, request.params.moduleId) }),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One data permission field', params: Id } },
    async (request) => ok(await getDataField(db, request.params.id)),
  );
  app.post(
    '/',
    {
      config: access('btn_add'),
      schema: { tags, summary: 'Add a data permission field', body: DataFieldBody },
    },
    async (request) => ok({ id: await createDataField(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Update a data permission field', params: Id, body: DataFieldBody },
    },
    async (request) => {
      await updateDataField(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a data permission field; schemes keep their conditions', params: Id },
    },
    async (request) => {
      await deleteDataField(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
};
