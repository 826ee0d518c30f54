import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ENTRY_CODE, type FormSchema, fieldsOf } from '@formwork/schema';
import { accessTo } from '../../crud/screen-access.js';
import { sessionOf } from '../../http/auth.js';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { WEB_DESIGN_MODULE } from '../authorization/index.js';
import {
  copyDesign,
  createDesign,
  deleteDesign,
  ENABLE_FLOW,
  getDesign,
  ListedType,
  listDesigns,
  updateDesign,
} from './designs.js';
import { diffReleases, listReleases, rollBack, type VersionRef } from './history.js';
import { menuDirectorySelector } from './menu-selector.js';
import { releaseDesign } from './release.js';
import { designSelector } from './selector.js';
import { TypeChangesRefused } from './type-changes.js';

const access = accessTo(WEB_DESIGN_MODULE);

const Id = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
const JsonText = Type.Union([Type.String({ maxLength: 900_000 }), Type.Null()]);
const Filters = {
  type: Type.Optional(Type.Integer({ enum: [1, 2], description: '1 custom form, 2 system form' })),
  webType: Type.Optional(
    Type.Integer({ enum: [1, 2, 4], description: '1 form, 2 form and list, 4 data view' }),
  ),
  isRelease: Type.Optional(Type.Integer({ enum: [0, 1], description: '0 draft, 1 released' })),
};

const DesignBody = Type.Object({
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  enCode: Type.String(ENTRY_CODE.jsonSchema),
  category: Type.Optional(Type.String({ maxLength: 64 })),
  type: Filters.type,
  webType: Filters.webType,
  formData: Type.Optional(JsonText),
  columnData: Type.Optional(JsonText),
  tables: Type.Optional(JsonText),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  enabledMark: Type.Optional(Type.Integer({ enum: [0, 1] })),
});

/** A version number, or `draft` for the design as it is being edited. */
const VersionParam = Type.String({ pattern: '^([1-9][0-9]{0,5}|draft)$' });
const versionRef = (text: string): VersionRef => (text === 'draft' ? 'draft' : Number(text));

const parsedForm = (text: string | null): FormSchema | undefined => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FormSchema;
  } catch {
    throw badField('formData', 'validation.notJson');
  }
};

export const visualdevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['visual development'];
  // Tabs already showing the model fetch its new schema. The release is stored either way: a
  // tab not told still gets it on its next visit.
  const announceRelease = (modelId: string, version: number) =>
    app.realtime
      .publish({ kind: 'designReleased', modelId, version })
      .catch((error) => app.log.error({ err: error }, 'a release could not be announced'));

  app.get(
    '/Base',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Designs, paged',
        querystring: Type.Object({
          currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          category: Type.Optional(Type.String({ maxLength: 64 })),
          ...Filters,
          type: Type.Optional(
            Type.Integer({
              enum: Object.values(ListedType),
              description:
                '1 custom form, 2 system form; as JNPF asks: 4 the released designs (code generation), 3 and 5 none',
            }),
          ),
        }),
      },
    },
    async (request) => ok(await listDesigns(db, request.query)),
  );

  app.get(
    '/Base/Selector',
    {
      config: access(),
      schema: { tags, summary: 'Designs grouped by category', querystring: Type.Object(Filters) },
    },
    async (request) => ok({ list: await designSelector(db, request.query) }),
  );

  app.get(
    '/MenuSelector',
    {
      config: access(),
      schema: { tags, summary: 'Menu directories as a tree, to choose where a release goes' },
    },
    async () => ok({ list: await menuDirectorySelector(db) }),
  );

  app.get(
    '/Base/:id',
    { config: access(), schema: { tags, summary: 'One design', params: Id } },
    async (request) => {
      const { creatorUserId, lastModifyUserId, creatorTime, lastModifyTime, ...design } = await getDesign(
        db,
        request.params.id,
      );
      return ok({
        ...design,
        creatorUserId,
        lastModifyUserId,
        creatorTime: creatorTime.getTime(),
        lastModifyTime: lastModifyTime?.getTime() ?? null,
        enableFlow: ENABLE_FLOW,
      });
    },
  );

  app.get(
    '/Base/:id/FormDataFields',
    { config: access(), schema: { tags, summary: "The draft form's data fields", params: Id } },
    async (request) => {
      const form = parsedForm((await getDesign(db, request.params.id)).formData);
      const fields = form ? fieldsOf(form) : [];
      return ok({ list: fields.map((field) => ({ vmodel: field.vModel, label: field.label })) });
    },
  );

  app.post(
    '/Base',
    { config: access('btn_add'), schema: { tags, summary: 'Create a draft', body: DesignBody } },
    async (request) => {
      const id = await createDesign(db, request.body, sessionOf(request).userId);
      return ok({ id }, t('common.created'));
    },
  );

  app.put(
    '/Base/:id',
    { config: access('btn_edit'), schema: { tags, summary: 'Update a draft', params: Id, body: DesignBody } },
    async (request) => {
      await updateDesign(db, request.params.id, request.body, sessionOf(request).userId);
      return ok(undefined, t('common.updated'));
    },
  );

  app.delete(
    '/Base/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a design, its versions and its menu entry', params: Id },
    },
    async (request) => {
      await deleteDesign(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );

  app.post(
    '/Base/:id/Actions/Copy',
    { config: access('btn_copy'), schema: { tags, summary: 'Copy as a new draft', params: Id } },
    async (request) => {
      const id = await copyDesign(db, request.params.id, sessionOf(request).userId);
      return ok({ id }, t('common.copied'));
    },
  );

  app.post(
    '/Base/:id/Actions/Release',
    {
      config: access('btn_release'),
      schema: {
        tags,
        summary: 'Check the draft, store the next version, publish the menu entry',
        params: Id,
        body: Type.Object({
          pc: Type.Optional(Type.Integer({ enum: [0, 1] })),
          pcModuleParentId: Type.Optional(Type.String({ maxLength: 64 })),
          note: Type.Optional(Type.String({ maxLength: 200 })),
          // 1 or true: a switch of the release form sends 1 and 0, as JNPF's flags are.
          confirmTypeChanges: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ enum: [0, 1] })])),
        }),
      },
    },
    async (request) => {
      const { confirmTypeChanges, ...options } = request.body;
      const confirmed = confirmTypeChanges === true || confirmTypeChanges === 1;
      try {
        const result = await releaseDesign(
          db,
          request.params.id,
          { ...options, confirmTypeChanges: confirmed },
          sessionOf(request).userId,
        );
        await announceRelease(request.params.id, result.version);
        return ok(result, t('common.published'));
      } catch (error) {
        if (error instanceof TypeChangesRefused) return error.envelope();
        throw error;
      }
    },
  );

  app.get(
    '/Base/:id/Releases',
    {
      config: access(),
      schema: { tags, summary: "The design's releases, newest first: number, who, when, note", params: Id },
    },
    async (request) => ok({ list: await listReleases(db, request.params.id) }),
  );

  app.get(
    '/Base/:id/Releases/Diff',
    {
      config: access(),
      schema: {
        tags,
        summary: 'What changed between two versions, or between a version and the draft',
        params: Id,
        querystring: Type.Object({ from: VersionParam, to: VersionParam }),
      },
    },
    async (request) => {
      const { from, to } = request.query;
      return ok({ changes: await diffReleases(db, request.params.id, versionRef(from), versionRef(to)) });
    },
  );

  app.post(
    '/Base/:id/Releases/:version/Actions/Rollback',
    {
      config: access('btn_release'),
      schema: {
        tags,
        summary: 'Release an old version again, as a new version',
        params: Type.Object({
          id: Id.properties.id,
          version: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
        }),
        body: Type.Optional(Type.Object({ note: Type.Optional(Type.String({ maxLength: 200 })) })),
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const result = await rollBack(db, id, version, sessionOf(request).userId, request.body?.note);
      await announceRelease(id, result.version);
      return ok(result, t('common.published'));
    },
  );
};
