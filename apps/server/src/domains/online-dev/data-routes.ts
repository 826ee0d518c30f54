import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { OnlineDevRecord } from '@formwork/schema';
import { apiShapeOf } from '../../http/api-shape.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { ID_PATTERN, modelAccess, openModel, refusal } from './access.js';
import { noteWrites } from './analyze.js';
import { issueBillNumbers } from './bill-numbers.js';
import { dataScopeOf } from './data-scope.js';
import { displayedRecords } from './displayed-records.js';
import { allCells, readableCells, readableFields, requireButton } from './grants.js';
import { jnpfFormValues } from './list-jnpf.js';
import { relationReaderOf } from './picker-names/relation-names.js';
import { loadAuthor, parseData, prepareValues, unwritableField } from './record-values.js';
import {
  deleteRecord,
  deleteRecords,
  insertRecord,
  readable,
  storedValues,
  updateRecord,
} from './records.js';
import { retiredValues } from './retired-values.js';

const ModelParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });
const RecordParams = Type.Object({
  id: Type.String({ pattern: ID_PATTERN }),
  dataId: Type.String({ pattern: ID_PATTERN }),
});
/** The problem answered for a value sent for a field the writer may not write. */
const notWritable = (vModel: string) => ({ field: vModel, message: t('onlineDev.fieldNotWritable') });

const WriteBody = Type.Object({
  data: Type.String({ maxLength: 900_000, description: 'JSON text of the values' }),
});

/** Create, read, update and delete the records of a released model. */
export const dataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['online dev'];

  app.post(
    '/:id',
    {
      preValidation: modelAccess(db, 'btn_add'),
      schema: { tags, summary: 'Create a record', params: ModelParams, body: WriteBody },
    },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      requireButton(model, grants, 'btn_add');
      const sent = parseData(request.body.data);
      const writable = readableFields(model, grants);
      const unwritable = unwritableField(model, sent, writable);
      if (unwritable) return refusal(model, [notWritable(unwritable)]);
      const author = await loadAuthor(db, grants.userId);
      const cells = readableCells(model, grants);
      const prepared = prepareValues(model, sent, { writable, author, ...(cells && { cells }) });
      if ('problems' in prepared) return refusal(model, prepared.problems);
      const { values } = prepared;
      const id = await db.transaction().execute(async (trx) => {
        await issueBillNumbers(trx, model, values);
        return insertRecord(trx, model, values, grants.userId);
      });
      noteWrites(db, 1);
      return ok({ id }, t('common.created'));
    },
  );

  app.put(
    '/:id/:dataId',
    {
      preValidation: modelAccess(db, 'btn_edit'),
      schema: { tags, summary: 'Update a record', params: RecordParams, body: WriteBody },
    },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      requireButton(model, grants, 'btn_edit');
      const sent = parseData(request.body.data);
      const writable = readableFields(model, grants);
      const unwritable = unwritableField(model, sent, writable);
      if (unwritable) return refusal(model, [notWritable(unwritable)]);
      const scope = await dataScopeOf(db, model, grants);
      const author = await loadAuthor(db, grants.userId);
      const answer = await db.transaction().execute(async (trx) => {
        const stored = await storedValues(trx, model, request.params.dataId, { lock: true, scope });
        const cells = readableCells(model, grants);
        const prepared = prepareValues(model, sent, { writable, author, stored, ...(cells && { cells }) });
        if ('problems' in prepared) return refusal(model, prepared.problems);
        await updateRecord(trx, model, request.params.dataId, prepared.values, grants.userId);
        return ok(undefined, t('common.updated'));
      });
      noteWrites(db, 1);
      return answer;
    },
  );

  app.get(
    '/:id/:dataId',
    { schema: { tags, summary: 'One record: its values as JSON text', params: RecordParams } },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      const scope = await dataScopeOf(db, model, grants);
      const values = await storedValues(db, model, request.params.dataId, { scope });
      const fields = readableFields(model, grants);
      const cells = readableCells(model, grants);
      const data = readable(model, values, fields, cells);
      const readsAll = fields.size === model.fields.size && allCells(model, cells);
      const retired = await retiredValues(db, model, values, readsAll);
      return ok<OnlineDevRecord>({
        id: request.params.dataId,
        data: JSON.stringify(apiShapeOf(request) === 'jnpf' ? jnpfFormValues(model, data) : data),
        ...(retired.length > 0 && { retired }),
      });
    },
  );

  app.get(
    '/:id/:dataId/DataChange',
    { schema: { tags, summary: 'One record as a person reads it', params: RecordParams } },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      const scope = await dataScopeOf(db, model, grants);
      const values = await storedValues(db, model, request.params.dataId, { scope });
      const cells = readableCells(model, grants);
      const shown = readable(model, values, readableFields(model, grants), cells);
      const [texts] = await displayedRecords(db, relationReaderOf(request), model, [shown], cells);
      return ok<OnlineDevRecord>({ id: request.params.dataId, data: JSON.stringify(texts) });
    },
  );

  app.delete(
    '/:id/:dataId',
    { schema: { tags, summary: 'Delete a record', params: RecordParams } },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      requireButton(model, grants, 'btn_remove');
      await deleteRecord(db, model, request.params.dataId, await dataScopeOf(db, model, grants));
      noteWrites(db, 1);
      return ok(undefined, t('common.deleted'));
    },
  );

  app.post(
    '/batchDelete/:id',
    {
      preValidation: modelAccess(db, 'btn_batchRemove', 'btn_remove'),
      schema: {
        tags,
        summary: 'Delete several records: all of them, or none when one is missing',
        params: ModelParams,
        body: Type.Object({
          ids: Type.Array(Type.String({ pattern: ID_PATTERN }), { minItems: 1, maxItems: 10_000 }),
        }),
      },
    },
    async (request) => {
      const { model, grants } = await openModel(db, request, request.params.id);
      requireButton(model, grants, 'btn_batchRemove', 'btn_remove');
      const scope = await dataScopeOf(db, model, grants);
      noteWrites(db, await deleteRecords(db, model, request.body.ids, scope));
      return ok(undefined, t('common.deleted'));
    },
  );
};
