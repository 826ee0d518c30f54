import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { ErrorObject } from 'ajv';
import { Value } from 'typebox/value';
import { badRequest, fieldProblem, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { parseJsonText } from '../../http/json-text.js';
import { describeValidationError } from '../../http/validation.js';
import { menuAccess as access } from './access.js';
import {
  createField,
  createFields,
  deleteField,
  FIELD_KINDS,
  type FieldKind,
  getField,
  listFields,
  toggleField,
  updateField,
} from './fields.js';
import {
  Description,
  FieldRuleValue,
  Flag,
  Id,
  ItemCode,
  ItemName,
  Key,
  KeywordQuery,
  ModuleParams,
  SortCode,
  tags,
} from './route-schemas.js';

const Details = {
  fullName: ItemName,
  enCode: ItemCode,
  bindTable: Type.Optional(Type.String({ maxLength: 100 })),
  fieldRule: Type.Optional(FieldRuleValue),
  childTableKey: Type.Optional(Type.String({ maxLength: 100, description: 'required for fieldRule 2' })),
  sortCode: Type.Optional(SortCode),
  enabledMark: Type.Optional(Flag),
  description: Type.Optional(Description),
};
const FieldBody = Type.Object({ moduleId: Key, ...Details });
const BatchItems = Type.Array(Type.Object(Details), { minItems: 1, maxItems: 500 });
/** The list, or its JSON text as an administrator typed or pasted it. */
const BatchList = Type.Union([
  BatchItems,
  Type.String({ minLength: 1, maxLength: 200_000, description: 'the list as JSON text' }),
]);

type BatchDetails = Parameters<typeof createFields>[3];

/** The list sent as JSON text, checked as the list itself is; a problem names its place in it. */
function batchFromText(text: string, field: string): BatchDetails {
  const list = parseJsonText(field, text);
  const [error] = Value.Errors(BatchItems, list);
  if (!error) return list as BatchDetails;
  // TypeBox names every missing property at once; Fastify's checker names the first, as here.
  const { requiredProperties } = error.params as { requiredProperties?: string[] };
  const ajvError = (requiredProperties
    ? { ...error, params: { missingProperty: requiredProperties[0] } }
    : error) as unknown as ErrorObject;
  const problem = describeValidationError(ajvError);
  throw problem.startsWith('body: ')
    ? fieldProblem(field, problem.slice('body: '.length))
    : badRequest(`${field}.${problem}`);
}

const NAMES: Record<FieldKind, string> = { column: 'list column', form: 'form field' };

/**
 * /api/system/ModuleColumn (列表权限) and /api/system/ModuleForm (表单权限): an entry's list
 * columns or form fields, each named by the field it shows.
 */
export const moduleFieldRoutes =
  (kind: FieldKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = app;
    const name = NAMES[kind];
    const batchField = FIELD_KINDS[kind].batchField;

    app.get(
      '/:moduleId/Fields',
      {
        config: access(),
        schema: {
          tags,
          summary: `An entry's ${name}s, disabled ones too`,
          params: ModuleParams,
          querystring: KeywordQuery,
        },
      },
      async (request) =>
        ok({ list: await listFields(db, kind, request.params.moduleId, request.query.keyword) }),
    );
    app.get(
      '/:id',
      { config: access(), schema: { tags, summary: `One ${name}`, params: Id } },
      async (request) => ok(await getField(db, kind, request.params.id)),
    );
    app.post(
      '/',
      { config: access('btn_add'), schema: { tags, summary: `Add a ${name} to an entry`, body: FieldBody } },
      async (request) => ok({ id: await createField(db, kind, request.body) }, t('common.created')),
    );
    app.post(
      '/Actions/Batch',
      {
        config: access('btn_add'),
        schema: {
          tags,
          summary: `Add several ${name}s at once: all or none (${batchField} lists them)`,
          body: Type.Object({ moduleId: Key, [batchField]: BatchList }),
        },
      },
      async (request) => {
        const body = request.body as { moduleId: string } & Record<string, BatchDetails | string>;
        const sent = body[batchField] ?? [];
        const list = typeof sent === 'string' ? batchFromText(sent, batchField) : sent;
        const ids = await createFields(db, kind, body.moduleId, list);
        return ok({ ids }, t('common.created'));
      },
    );
    app.put(
      '/:id',
      {
        config: access('btn_edit'),
        schema: { tags, summary: `Update a ${name}`, params: Id, body: FieldBody },
      },
      async (request) => {
        await updateField(db, kind, request.params.id, request.body);
        return ok(undefined, t('common.updated'));
      },
    );
    app.delete(
      '/:id',
      {
        config: access('btn_remove'),
        schema: { tags, summary: `Delete a ${name} and its grants`, params: Id },
      },
      async (request) => {
        await deleteField(db, kind, request.params.id);
        return ok(undefined, t('common.deleted'));
      },
    );
    app.put(
      '/:id/Actions/State',
      { config: access('btn_edit'), schema: { tags, summary: `Enable or disable a ${name}`, params: Id } },
      async (request) =>
        ok({ enabledMark: await toggleField(db, kind, request.params.id) }, t('common.updated')),
    );
  };
