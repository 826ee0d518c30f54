import multipart from '@fastify/multipart';
import {
  type FastifyPluginAsyncTypebox,
  Type,
  type TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { DownloadLink } from '@formwork/schema';
import { sessionOf } from '../../http/auth.js';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { asBrokenForm, makeStore, storeWhole } from '../file/index.js';
import { EXCEL_COLUMNS, MAX_IMPORT_ROWS } from './excel-columns.js';
import { exceptionDownload, exportUsers, templateDownload } from './excel-export.js';
import { IMPORT_FILE_TYPE, importRows, previewRows, uploadedRows } from './excel-import.js';
import { readSheet } from './excel-sheets.js';
import { loadReferences } from './references.js';
import { access, ListQuery } from './routes.js';

const tags = ['users'];
/** An import sheet of the most rows allowed is far smaller; a larger upload is refused unread. */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** A sheet row as the preview answered it (and the dialog may have edited): every cell as text. */
const RowBody = Type.Object(
  Object.fromEntries(
    [...EXCEL_COLUMNS, 'errorsInfo'].map((column) => [
      column,
      Type.Optional(Type.String({ maxLength: 500 })),
    ]),
  ),
);
const Rows = Type.Object({ list: Type.Array(RowBody, { maxItems: MAX_IMPORT_ROWS }) });

/** Excel import and export of users under /api/permission/Users (JNPF's paths and answers). */
export const userExcelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { dataDir } = app.config;
  const store = makeStore(app.config);

  app.get(
    '/TemplateDownload',
    {
      config: access('btn_import'),
      schema: { tags, summary: 'The import template (.xlsx) behind a one-time link: {name, url}' },
    },
    async () => ok<DownloadLink>(await templateDownload(dataDir, await loadReferences(db))),
  );

  app.get(
    '/ImportPreview',
    {
      config: access('btn_import'),
      schema: {
        tags,
        summary:
          'The rows of an uploaded sheet, each with what is wrong with it (errorsInfo); writes nothing',
        querystring: Type.Object({ fileName: Type.String({ minLength: 1, maxLength: 64 }) }),
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const rows = await uploadedRows(db, store, request.query.fileName, userId);
      return ok({ dataRow: await previewRows(db, await loadReferences(db), rows, userId) });
    },
  );

  app.post(
    '/ImportData',
    {
      config: access('btn_import'),
      schema: {
        tags,
        summary: 'Create a user of each row; a refused row writes nothing and is answered with why',
        body: Rows,
      },
    },
    async (request) => {
      if (request.body.list.length === 0) throw badField('list', 'permissionUser.noRows');
      const { userId } = sessionOf(request);
      const result = await importRows(db, await loadReferences(db), request.body.list, userId);
      return ok(result, t('permissionUser.imported'));
    },
  );

  app.post(
    '/ExportExceptionData',
    {
      config: access('btn_import'),
      schema: { tags, summary: 'The refused rows of an import, with why, as .xlsx: {name, url}', body: Rows },
    },
    async (request) => ok<DownloadLink>(await exceptionDownload(dataDir, request.body.list)),
  );

  app.get(
    '/ExportExcel',
    {
      config: access('btn_export'),
      schema: {
        tags,
        summary: 'The list with the columns chosen, as .xlsx: {name, url}',
        querystring: Type.Object({
          ...ListQuery.properties,
          dataType: Type.Integer({ enum: [0, 1], default: 0, description: '0 this page, 1 every match' }),
          selectKey: Type.String({ minLength: 1, maxLength: 1000, description: 'columns, comma-separated' }),
        }),
      },
    },
    async (request) =>
      ok<DownloadLink>(await exportUsers(db, dataDir, await loadReferences(db), request.query)),
  );

  // The sheet comes as a multipart upload; only this route parses multipart.
  await app.register(async (plugin) => {
    await plugin.register(multipart, { throwFileSizeLimit: true });
    plugin.withTypeProvider<TypeBoxTypeProvider>().post(
      '/Uploader',
      {
        config: access('btn_import'),
        schema: {
          tags,
          summary: 'Upload a sheet to import (multipart `file`, .xlsx); answers its stored name',
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        if (!request.isMultipart()) throw badField('file', 'file.multipartOnly');
        const part = await request
          .file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 } })
          .catch((error: unknown) => {
            throw asBrokenForm(error);
          });
        if (part?.fieldname !== 'file') throw badField('file', 'validation.required');
        const content = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE')
            throw badField('file', 'file.tooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
          throw asBrokenForm(error);
        });
        // Read now, so a file that is no sheet, or too long a one, is refused at once.
        await readSheet('file', content);
        return ok(await storeWhole(db, store, userId, IMPORT_FILE_TYPE, part.filename, content));
      },
    );
  });
};
