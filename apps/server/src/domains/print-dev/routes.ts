import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EntryFields, IdParams, Key } from '../../crud/entry.js';
import { jsonExportRoute, jsonImportRoute } from '../../crud/json-transfer.js';
import { PagingFields } from '../../crud/paging.js';
import { accessTo } from '../../crud/screen-access.js';
import { sessionOf } from '../../http/auth.js';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { formFields, previewRecords, printRecords } from './record-data.js';
import {
  copyTemplate,
  createTemplate,
  deleteTemplate,
  exportedFields,
  getTemplate,
  importTemplate,
  listTemplates,
  templateOptions,
  toggleTemplate,
  updateTemplate,
} from './templates.js';

// The 打印模板 screen: its menu entry to read, its buttons to change. Printing itself (Selector,
// getListOptions, Data, BatchData) serves every generated list, so it asks only for a session;
// Data and BatchData read records as the caller may read them on that list.
const MODULE = 'system.printDev';
const access = accessTo(MODULE);
const tags = ['print templates'];

const TemplateType = Type.Integer({ enum: [1, 2], description: '1 flow form, 2 function form' });
const MAX_HTML = 500_000;
const MAX_RECORDS = 200;

const TemplateFields = {
  ...EntryFields,
  category: Type.Optional(Type.String({ maxLength: 50 })),
  type: Type.Optional(TemplateType),
  formId: Type.Optional(Type.Union([Key, Type.Null(), Type.Literal('')])),
  printTemplate: Type.Optional(Type.String({ maxLength: MAX_HTML })),
  pageParam: Type.Optional(
    Type.String({ maxLength: 2000, description: 'JSON text: paper, orientation, margins' }),
  ),
};
const TemplateBody = Type.Object(TemplateFields, { additionalProperties: false });
/** An exported file: the same fields as the form, nothing else. */
const ExportedFile = Type.Object(TemplateFields, { additionalProperties: false });

/** The file an export writes and an import reads; JNPF names these .bp. */
const FILE_EXTENSION = '.bp';
const MAX_FILE_BYTES = 2 * 1024 * 1024;

const RecordIds = Type.String({
  minLength: 1,
  maxLength: 20_000,
  description: 'record ids, comma-separated',
});

/** /api/system/printDev: print templates, and the filled templates a list prints. */
export const printDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Templates whose name or code contains the keyword, of one type or category, paged',
        querystring: Type.Object({
          ...PagingFields,
          type: Type.Optional(TemplateType),
          category: Type.Optional(Type.String({ maxLength: 50 })),
        }),
      },
    },
    async (request) => ok(await listTemplates(db, request.query)),
  );

  app.get(
    '/Selector',
    {
      schema: {
        tags,
        summary: 'The enabled templates, of one type when given, for a picker',
        querystring: Type.Object({ type: Type.Optional(TemplateType) }),
      },
    },
    async (request) => ok({ list: await templateOptions(db, request.query.type) }),
  );

  app.post(
    '/getListOptions',
    {
      schema: {
        tags,
        summary: 'The enabled templates among the ids, for a list offering its print templates',
        body: Type.Object({ ids: Type.Array(Key, { maxItems: 100 }) }, { additionalProperties: false }),
      },
    },
    async (request) => ok(await templateOptions(db, undefined, request.body.ids)),
  );

  app.post(
    '/Fields',
    {
      config: access(),
      schema: {
        tags,
        summary:
          "A released design's fields a template may print: main fields, sub-tables with their columns",
        body: Type.Object({ formId: Key }, { additionalProperties: false }),
      },
    },
    async (request) => ok(await formFields(db, request.body.formId)),
  );

  app.get(
    '/Records',
    {
      config: access(),
      schema: {
        tags,
        summary:
          "A released form's newest records to preview a template with: {id, data}, data's values as the list shows them",
        querystring: Type.Object({ formId: Key }),
      },
    },
    async (request) => ok({ list: await previewRecords(db, request, request.query.formId) }),
  );

  app.get(
    '/Data',
    {
      schema: {
        tags,
        summary:
          'The template filled with one record: printTemplate, printData, pageParam and the sanitised html',
        querystring: Type.Object({ id: Key, formId: Key }),
      },
    },
    async (request) => {
      const [answer] = await printRecords(db, request, request.query.id, [request.query.formId]);
      return ok(answer);
    },
  );

  app.get(
    '/BatchData',
    {
      schema: {
        tags,
        summary: 'The template filled with each record (formId: ids comma-separated), in that order',
        querystring: Type.Object({ id: Key, formId: RecordIds }),
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.formId.split(',').map((id) => id.trim()))].filter(Boolean);
      if (ids.length === 0) throw badField('formId', 'validation.required');
      if (ids.length > MAX_RECORDS) throw badField('formId', 'printDev.tooManyRecords', { max: MAX_RECORDS });
      return ok(await printRecords(db, request, request.query.id, ids));
    },
  );

  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One template', params: IdParams } },
    async (request) => ok(await getTemplate(db, request.params.id)),
  );

  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a template', body: TemplateBody } },
    async (request) =>
      ok({ id: await createTemplate(db, request.body, sessionOf(request).userId) }, t('common.created')),
  );

  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Update a template; the HTML and the paper are kept when not sent',
        params: IdParams,
        body: TemplateBody,
      },
    },
    async (request) => {
      await updateTemplate(db, request.params.id, request.body, sessionOf(request).userId);
      return ok(undefined, t('common.updated'));
    },
  );

  app.delete(
    '/:id',
    { config: access('btn_remove'), schema: { tags, summary: 'Delete a template', params: IdParams } },
    async (request) => {
      await deleteTemplate(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );

  app.put(
    '/:id/Actions/State',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Enable or disable a template', params: IdParams },
    },
    async (request) => {
      const enabledMark = await toggleTemplate(db, request.params.id, sessionOf(request).userId);
      return ok({ enabledMark }, t('common.switched'));
    },
  );

  app.post(
    '/:id/Actions/Copy',
    {
      config: access('btn_add'),
      schema: { tags, summary: 'A disabled copy with a free code', params: IdParams },
    },
    async (request) =>
      ok({ id: await copyTemplate(db, request.params.id, sessionOf(request).userId) }, t('common.copied')),
  );

  jsonExportRoute(app, {
    url: '/:id/Actions/Export',
    config: access(),
    tags,
    summary: 'The template as a .bp file (JSON) to import elsewhere: {name, url}',
    params: IdParams,
    file: async (id) => {
      const template = await getTemplate(db, id);
      return { name: `${template.fullName}${FILE_EXTENSION}`, content: exportedFields(template) };
    },
  });

  await jsonImportRoute(app, {
    url: '/Actions/ImportData',
    config: access('btn_add'),
    tags,
    summary: 'Create a template from an exported .bp file (multipart `file`)',
    file: ExportedFile,
    maxBytes: MAX_FILE_BYTES,
    save: async (parsed, request) => ({ id: await importTemplate(db, parsed, sessionOf(request).userId) }),
    message: 'printDev.imported',
  });
};
