import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DataInterfaceResponse, PagedList } from '@formwork/schema';
import { jsonExportRoute, jsonImportRoute } from '../../crud/json-transfer.js';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { AdminListQuery, DATA_INTERFACE_MODULE, interfacePage } from './admin-list.js';
import { interfaceLogPage } from './call-log.js';
import { callerOf, runOptionsOf } from './caller.js';
import { setExposedTables, tableChoices } from './exposed-tables.js';
import {
  copyInterface,
  createInterface,
  deleteInterface,
  EXPORTED,
  importInterface,
  saveAllowedHosts,
  selectorChoices,
  toggleInterface,
  updateInterface,
} from './manage.js';
import { parseParameters } from './parameters.js';
import { allowedHosts, loadInterface, runLogged } from './run.js';
import { runAccessGuard } from './run-access.js';
import { Id, InterfaceBody, PageQuery, tags } from './schemas.js';

const MODULE = DATA_INTERFACE_MODULE;
const access = (button?: 'btn_add' | 'btn_edit' | 'btn_remove' | 'btn_upload') => ({
  access: { module: MODULE, ...(button && { button }) },
});

const HOST = /^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?)*$/;

/**
 * /api/system/DataInterface: the 数据接口 screen (its list, form, copy, state, export and import,
 * preview and settings) and the calls of the forms, lists, portals and reports that use an
 * interface: Response and GetParam, for whoever may open one of them (run-access.ts).
 */
export const dataInterfaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const options = runOptionsOf(app.config);
  const mayRun = runAccessGuard(db);

  app.get(
    '/:id/Actions/Response',
    {
      preValidation: mayRun,
      schema: {
        tags,
        summary: "An interface's answer under data; its parameters as query parameters by field",
        params: Id,
        querystring: Type.Record(Type.String(), Type.String({ maxLength: 2000 })),
      },
    },
    async (request) => {
      const entry = await loadInterface(db, request.params.id);
      const answer = await runLogged(db, entry, [request.query], callerOf(request, 'Response'), options);
      return ok<DataInterfaceResponse>({ data: answer.data });
    },
  );

  app.get(
    '/GetParam/:id',
    {
      preValidation: mayRun,
      schema: { tags, summary: "An interface's request parameters", params: Id },
    },
    async (request) =>
      ok(parseParameters((await loadInterface(db, request.params.id, true)).requestParameters)),
  );

  app.post(
    '/:id/Actions/Preview',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Runs an interface (disabled ones too) with the parameters sent, and logs the call',
        params: Id,
        body: Type.Optional(
          Type.Object({
            paramList: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 200 })),
            params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
          }),
        ),
      },
    },
    async (request) => {
      const entry = await loadInterface(db, request.params.id, true);
      const body = request.body ?? {};
      const answer = await runLogged(
        db,
        entry,
        [body.paramList, body.params],
        callerOf(request, 'Preview'),
        options,
      );
      return ok({ data: answer.data, truncated: answer.truncated ?? false });
    },
  );

  app.get(
    '/getList',
    {
      config: access(),
      schema: {
        tags,
        summary: 'A page of every interface, by keyword, category and kind',
        querystring: AdminListQuery,
      },
    },
    async (request) => ok(await interfacePage(db, request.query)),
  );

  app.get(
    '/Selector',
    { schema: { tags, summary: 'The enabled interfaces under their categories, as a tree' } },
    async () => {
      const { categories, entries } = await selectorChoices(db);
      const known = new Set(categories.map((category) => category.id));
      const nodes = [...categories, { id: '', fullName: t('dataInterface.uncategorized') }].map(
        (category) => ({
          id: category.id || 'uncategorized',
          fullName: category.fullName,
          type: 0,
          hasChildren: true,
          children: entries
            .filter((entry) =>
              category.id ? entry.categoryId === category.id : !known.has(entry.categoryId),
            )
            .map((entry) => ({ ...entry, type: 1, hasChildren: false })),
        }),
      );
      return ok({ list: nodes.filter((node) => node.children.length) });
    },
  );

  app.get(
    '/Settings/Tables',
    {
      config: access(),
      schema: { tags, summary: 'The tables SQL interfaces may read, and those they may not' },
    },
    async () => ok({ list: await tableChoices(db) }),
  );
  app.put(
    '/Settings/Tables',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Sets which tables SQL interfaces may read (tables holding secrets are refused)',
        body: Type.Object(
          { tables: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      await setExposedTables(db, request.body.tables);
      return ok(undefined, t('common.saved'));
    },
  );
  app.get(
    '/Settings/Hosts',
    {
      config: access(),
      schema: { tags, summary: 'The host names HTTP interfaces may reach on private addresses' },
    },
    async () => ok({ hosts: (await allowedHosts(db)).join('\n') }),
  );
  app.put(
    '/Settings/Hosts',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Sets the allowed host names, one a line',
        body: Type.Object({ hosts: Type.String({ maxLength: 20_000 }) }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const hosts = [
        ...new Set(
          request.body.hosts
            .split(/[\s,]+/)
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      for (const host of hosts)
        if (!HOST.test(host)) throw badField('hosts', 'dataInterface.badHost', { host });
      await saveAllowedHosts(db, hosts);
      return ok(undefined, t('common.saved'));
    },
  );

  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One interface', params: Id } },
    async (request) => ok(await loadInterface(db, request.params.id, true)),
  );
  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Add an interface', body: InterfaceBody } },
    async (request) =>
      ok({ id: await createInterface(db, request.body, request.session?.userId ?? '') }, t('common.created')),
  );
  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Update an interface', params: Id, body: InterfaceBody },
    },
    async (request) => {
      await updateInterface(db, request.params.id, request.body, request.session?.userId ?? '');
      return ok(undefined, t('common.updated'));
    },
  );
  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete an interface and its log', params: Id },
    },
    async (request) => {
      await deleteInterface(db, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );
  app.put(
    '/:id/Actions/State',
    { config: access('btn_edit'), schema: { tags, summary: 'Enable or disable an interface', params: Id } },
    async (request) => {
      const enabledMark = await toggleInterface(db, request.params.id);
      return ok({ enabledMark }, t('common.updated'));
    },
  );
  app.post(
    '/:id/Actions/Copy',
    {
      config: access('btn_add'),
      schema: { tags, summary: 'Copy an interface (the copy starts disabled)', params: Id },
    },
    async (request) =>
      ok(
        { id: await copyInterface(db, request.params.id, request.session?.userId ?? '') },
        t('common.copied'),
      ),
  );
  jsonExportRoute(app, {
    url: '/:id/Action/Export',
    config: access(),
    tags,
    summary: 'An interface as a JSON file to import elsewhere',
    params: Id,
    file: async (id) => {
      const entry = await loadInterface(db, id, true);
      return {
        name: `${entry.fullName}.json`,
        content: Object.fromEntries(EXPORTED.map((key) => [key, entry[key]])),
      };
    },
  });

  await jsonImportRoute(app, {
    url: '/Action/Import',
    config: access('btn_upload'),
    tags,
    summary: 'Adds an interface from an exported file (multipart `file`)',
    // The interface's own checks name the field a bad file gets wrong.
    file: Type.Unknown(),
    maxBytes: 2 * 1024 * 1024,
    save: async (parsed, request) => {
      await importInterface(db, parsed, request.session?.userId ?? '');
    },
    message: 'dataInterface.imported',
  });
};

/** GET /api/system/DataInterfaceLog/{id}: an interface's calls, newest first, a page at a time. */
export const dataInterfaceLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/:id',
    {
      config: access(),
      schema: {
        tags,
        summary: "A page of an interface's call log",
        params: Id,
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 200 })), ...PageQuery }),
      },
    },
    async (request) => ok<PagedList<unknown>>(await interfaceLogPage(db, request.params.id, request.query)),
  );
};
