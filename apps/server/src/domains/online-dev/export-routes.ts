import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DownloadLink } from '@formwork/schema';
import { offsetOf } from '../../crud/paging.js';
import { createDownload } from '../../downloads/store.js';
import { ok } from '../../http/envelope.js';
import { loadFieldOptions } from '../dictionary/index.js';
import { modelAccess, openModel } from './access.js';
import { dataScopeOf } from './data-scope.js';
import { exportColumns, importableFields } from './export/columns.js';
import { writeJson } from './export/json.js';
import { writeTemplate, writeXlsx } from './export/xlsx.js';
import { listedFields, readableCells, requireButton } from './grants.js';
import { recordQuery } from './list-query.js';
import { ListBody, ModelParams } from './list-routes.js';
import { relationReaderOf } from './picker-names/relation-names.js';

const ExportBody = Type.Object({
  ...ListBody.properties,
  selectKey: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 500 }),
  dataType: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 this page, 1 every match' }),
});

/** YYYYMMDDHHmmss in server time, as JNPF names its exports. */
function stamp(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(
    now.getMinutes(),
  )}${two(now.getSeconds())}`;
}

/** Excel export of the list, the import template, and every record as JSON. */
export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { dataDir } = app.config;
  const tags = ['online dev'];

  app.post(
    '/:id/Actions/Export',
    {
      preValidation: modelAccess(db, 'btn_download'),
      schema: {
        tags,
        summary: 'Export the list to .xlsx; answers a one-time download link',
        params: ModelParams,
        body: ExportBody,
      },
    },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      requireButton(model, grants, 'btn_download');
      const { selectKey, dataType, currentPage = 1, pageSize = 20 } = request.body;
      const shown = listedFields(model, grants);
      const chosen = exportColumns(model, selectKey, shown);
      const optionsOf = await loadFieldOptions(
        db,
        chosen.map((column) => column.field),
      );
      const columns = chosen.map((column) => ({ ...column, options: optionsOf(column.field) }));
      const query = recordQuery(model, request.body, shown, await dataScopeOf(db, model, grants));
      const range =
        dataType === 1 ? { offset: 0 } : { offset: offsetOf({ currentPage, pageSize }), limit: pageSize };
      const reader = relationReaderOf(request);
      const link = await createDownload(dataDir, `${model.fullName}_${stamp()}.xlsx`, (path) =>
        writeXlsx(db, path, model.fullName, columns, query, range, reader).then(() => undefined),
      );
      return ok<DownloadLink>(link);
    },
  );

  app.get(
    '/:id/Template',
    { schema: { tags, summary: 'An .xlsx with the headers of the importable fields', params: ModelParams } },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      // A released list publishes one button for files, btn_download; the template is a file of
      // the same list, so it asks for the grant the two exports ask for.
      requireButton(model, grants, 'btn_download');
      const headers = importableFields(model).map((field) => field.label || (field.vModel as string));
      const link = await createDownload(dataDir, `${model.fullName}导入模板.xlsx`, (path) =>
        writeTemplate(path, model.fullName, headers),
      );
      return ok<DownloadLink>(link);
    },
  );

  app.post(
    '/:id/Actions/ExportData',
    {
      schema: { tags, summary: 'Every record of the model as JSON, for data migration', params: ModelParams },
    },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      requireButton(model, grants, 'btn_download');
      // What the list shows this user (which leaves out what their form permission keeps from
      // the record's page too), of the records their data permissions reach: the file tells
      // nothing that the screens would not.
      const fields = listedFields(model, grants);
      const scope = await dataScopeOf(db, model, grants);
      const query = recordQuery(model, { sidx: 'creatorTime', sort: 'asc' }, fields, scope);
      const link = await createDownload(dataDir, `${model.fullName}_${stamp()}.json`, (path) =>
        writeJson(db, path, model, query, fields, readableCells(model, grants)).then(() => undefined),
      );
      return ok<DownloadLink>(link);
    },
  );
};
