import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { BILL_DATE_FORMATS } from '@formwork/schema';
import { EntryFields, IdParams } from '../../crud/entry.js';
import { jsonExportRoute, jsonImportRoute } from '../../crud/json-transfer.js';
import { PagingFields } from '../../crud/paging.js';
import { accessTo } from '../../crud/screen-access.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { nextBillNumber } from './bill-number.js';
import { BILL_RULE_MODULE, drawAccessGuard } from './draw-access.js';
import {
  billRuleOptions,
  createBillRule,
  deleteBillRule,
  exportedRule,
  getBillRule,
  importBillRule,
  listBillRules,
  toggleBillRule,
  updateBillRule,
} from './manage.js';

// The designer's bill-rule picker lists the rules, so any signed-in user may list them; a number
// is drawn only by a user whose form has a field of that rule (draw-access.ts).

const tags = ['bill rule'];

/** /api/system/BillRule: the rules a picker offers and the numbers a save takes. */
export const billRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/Selector',
    {
      schema: {
        tags,
        summary: 'The enabled rules, optionally those whose name or code contains the keyword',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 200 })) }),
      },
    },
    async (request) => ok({ list: await billRuleOptions(db, request.query.keyword) }),
  );

  app.get(
    '/BillNumber/:enCode',
    {
      preValidation: drawAccessGuard(db),
      schema: {
        tags,
        summary: 'A new number of the rule: unique on every call, whoever calls at the same time',
        params: Type.Object({ enCode: Type.String({ minLength: 1, maxLength: 100 }) }),
      },
    },
    async (request) => ok(await nextBillNumber(db, request.params.enCode)),
  );

  await app.register(billRuleManageRoutes);
};

// The 单据规则 screen: its menu entry to read, its buttons to change.
const access = accessTo(BILL_RULE_MODULE);

/** The form's fields; an export file holds the same ones, so the import checks it with them. */
export const BillRuleBody = Type.Object(
  {
    ...EntryFields,
    category: Type.Optional(Type.String({ maxLength: 50 })),
    prefix: Type.Optional(Type.String({ maxLength: 20 })),
    dateFormat: Type.Union(BILL_DATE_FORMATS.map((format) => Type.Literal(format))),
    digit: Type.Integer({ minimum: 1, maximum: 9 }),
    startNumber: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
    suffix: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

/** Managing rules: GET, POST /; GET, PUT, DELETE /{id}; State; export and import of one rule. */
const billRuleManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Rules whose name or code contains the keyword, paged, disabled ones too',
        querystring: Type.Object(PagingFields),
      },
    },
    async (request) => ok(await listBillRules(db, request.query)),
  );
  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One rule', params: IdParams } },
    async (request) => ok(await getBillRule(db, request.params.id)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a rule', body: BillRuleBody } },
    async (request) => ok({ id: await createBillRule(db, request.body) }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: "Update a rule; its counter goes on, and a used rule's format stays",
        params: IdParams,
        body: BillRuleBody,
      },
    },
    async (request) => {
      await updateBillRule(db, request.params.id, request.body);
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a rule that never issued a number', params: IdParams },
    },
    async (request) => {
      await deleteBillRule(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    { config: access('btn_edit'), schema: { tags, summary: 'Enable or disable a rule', params: IdParams } },
    async (request) => ok({ enabledMark: await toggleBillRule(db, request.params.id) }, t('common.updated')),
  );
  jsonExportRoute(app, {
    url: '/:id/Action/Export',
    config: access('btn_export'),
    tags,
    summary: 'The rule as a .bb (JSON) file the import takes: {name, url}',
    params: IdParams,
    file: async (id) => {
      const rule = await exportedRule(db, id);
      return { name: `${rule.fullName}.bb`, content: rule };
    },
  });
  await jsonImportRoute(app, {
    url: '/Action/Import',
    config: access('btn_upload'),
    tags,
    summary: 'Create a rule from an exported file (multipart `file`); its code must be free',
    file: BillRuleBody,
    save: async (rule) => ({ id: await importBillRule(db, rule) }),
    message: 'common.imported',
  });
};
