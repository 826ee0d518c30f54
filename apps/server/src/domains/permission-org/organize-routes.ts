import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { EntryFields, IdParams, Key } from '../../crud/entry.js';
import { accessTo } from '../../crud/screen-access.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import {
  type Category,
  createOrganize,
  deleteOrganize,
  getOrganize,
  type OrganizeInput,
  updateOrganize,
} from './organize-service.js';
import { departmentTree, organizeTree } from './organize-tree.js';

// The 组织管理 screen: its menu entry to read, its buttons to change.
const access = accessTo('permission.organize');
const tags = ['organisations'];

const Text = (maxLength = 200) => Type.Optional(Type.String({ maxLength }));
/** A company's business details, as the company form sends them. */
const PropertyJson = Type.Object({
  shortName: Text(),
  enterpriseNature: Text(),
  industry: Text(),
  foundedTime: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: -2208988800000, maximum: 4102444800000 }),
      Type.String({ maxLength: 30 }),
      Type.Null(),
    ]),
  ),
  telePhone: Text(),
  fax: Text(),
  webSite: Text(),
  address: Text(),
  managerName: Text(),
  managerTelePhone: Text(),
  managerMobilePhone: Text(),
  manageEmail: Text(),
  bankName: Text(),
  bankAccount: Text(),
  businessscope: Text(2000),
});
const CompanyBody = Type.Object({ ...EntryFields, parentId: Key, propertyJson: Type.Optional(PropertyJson) });
const DepartmentBody = Type.Object({
  ...EntryFields,
  parentId: Key,
  managerId: Type.Optional(Type.String({ maxLength: 64 })),
});
const Search = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) });

/** GET, POST /Organize and GET, PUT, DELETE /Organize/{id} for one category of organisation. */
function writeRoutes(category: Category, body: typeof CompanyBody | typeof DepartmentBody, path: string) {
  const plugin: FastifyPluginAsyncTypebox = async (app) => {
    const { db } = app;
    app.get(
      `${path}/:id`,
      { config: access(), schema: { tags, summary: `One ${category}`, params: IdParams } },
      async (request) => ok(await getOrganize(db, request.params.id, category)),
    );
    app.post(
      path || '/',
      { config: access('btn_add'), schema: { tags, summary: `Create a ${category}`, body } },
      async (request) =>
        ok({ id: await createOrganize(db, category, request.body as OrganizeInput) }, t('common.created')),
    );
    app.put(
      `${path}/:id`,
      {
        config: access('btn_edit'),
        schema: { tags, summary: `Update a ${category}`, params: IdParams, body },
      },
      async (request) => {
        await updateOrganize(db, request.params.id, category, request.body as OrganizeInput);
        return ok(undefined, t('common.updated'));
      },
    );
    app.delete(
      `${path}/:id`,
      {
        config: access('btn_remove'),
        schema: {
          tags,
          summary: `Delete a ${category} that holds no organisation, position, user or role`,
          params: IdParams,
        },
      },
      async (request) => {
        await deleteOrganize(db, request.params.id, category);
        return ok(undefined, t('common.deleted'));
      },
    );
  };
  return plugin;
}

/** /api/permission/Organize: companies and departments. */
export const organizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/',
    {
      config: access(),
      schema: {
        tags,
        summary:
          'Companies with their departments as one tree, disabled ones too; a keyword keeps the matches',
        querystring: Search,
      },
    },
    async (request) => ok({ list: await organizeTree(db, request.query.keyword) }),
  );
  app.get(
    '/:companyId/Department',
    {
      config: access(),
      schema: {
        tags,
        summary: "A company's departments as a tree; a keyword keeps the matches",
        params: Type.Object({ companyId: Key }),
        querystring: Search,
      },
    },
    async (request) =>
      ok({ list: await departmentTree(db, request.params.companyId, request.query.keyword) }),
  );
  await app.register(writeRoutes('company', CompanyBody, ''));
  await app.register(writeRoutes('department', DepartmentBody, '/Department'));
};
