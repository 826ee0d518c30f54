// Registered before any domain's module runs, so that words a module reads as it loads are there.
import './domains/messages.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ResultCode } from '@formwork/schema';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { areaRoutes } from './domains/area/routes.js';
import { authorizeRoutes } from './domains/authorization/routes.js';
import { billRuleRoutes } from './domains/bill-rule/routes.js';
import { chatImageRoutes } from './domains/chat/image-routes.js';
import { chatContactRoutes, chatReplyRoutes } from './domains/chat/routes.js';
import { chatSocketRoutes } from './domains/chat/socket-routes.js';
import { columnSettingsRoutes } from './domains/column-settings/routes.js';
import { currentUserRoutes } from './domains/current-user/routes.js';
import { dataSourceRoutes } from './domains/data-interface/data-source-routes.js';
import { dataInterfaceListRoutes } from './domains/data-interface/list-routes.js';
import { dataInterfacePopupRoutes } from './domains/data-interface/popup-routes.js';
import { dataInterfaceLogRoutes, dataInterfaceRoutes } from './domains/data-interface/routes.js';
import { dictionaryDataRoutes, dictionaryTypeRoutes } from './domains/dictionary/routes.js';
import { fileRoutes } from './domains/file/routes.js';
import { generatorRoutes } from './domains/generator/routes.js';
import { moduleButtonRoutes } from './domains/menu-admin/button-routes.js';
import { moduleFieldRoutes } from './domains/menu-admin/field-routes.js';
import { menuAdminRoutes } from './domains/menu-admin/menu-routes.js';
import { moduleDataAuthorizeRoutes, moduleDataSchemeRoutes } from './domains/menu-admin/scheme-routes.js';
import { messageRoutes } from './domains/message/routes.js';
import { oauthRoutes } from './domains/oauth/routes.js';
import { fieldDataSelectRoutes } from './domains/online-dev/field-data-select.js';
import { onlineDevRoutes } from './domains/online-dev/routes.js';
import { onlineUserRoutes } from './domains/online-user/routes.js';
import { organizeSelectorRoutes } from './domains/organize-selectors/routes.js';
import { permissionOrgRoutes } from './domains/permission-org/routes.js';
import { userExcelRoutes } from './domains/permission-user/excel-routes.js';
import { userAdminRoutes } from './domains/permission-user/routes.js';
import { portalRoutes } from './domains/portal/routes.js';
import { printDevRoutes } from './domains/print-dev/routes.js';
import { systemConfigRoutes, thirdPartySyncRoutes } from './domains/system-config/routes.js';
import { registerRequestLog } from './domains/system-log/request-log.js';
import { systemLogRoutes } from './domains/system-log/routes.js';
import { userSelectorRoutes } from './domains/user-selectors/routes.js';
import { visualdevRoutes } from './domains/visualdev/routes.js';
import { downloadRoutes } from './downloads/routes.js';
import { DOWNLOAD_PREFIX } from './downloads/store.js';
import { DOCS_PREFIX, registerAuth } from './http/auth.js';
import { backupRoutes } from './ops/backup/routes.js';
import { registerOps } from './ops/register-ops.js';
import './http/context.js';
import { archiveConsoleAssets, CONSOLE_ARCHIVE_FOLDER, isConsoleAssetPath } from './http/console-archive.js';
import { consoleCacheHeaders } from './http/console-assets.js';
import { registerErrorHandler } from './http/error-handler.js';
import { languageOf, registerRequestLanguage, tIn } from './http/i18n/index.js';
import { registerJsonDepthLimit } from './http/json-depth.js';
import { loggerOptions, registerRequestLogContext, requestIdOf } from './http/logging.js';
import { publicRoutesMarkdown, registerRouteRegistry } from './http/route-registry.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { validatorCompiler } from './http/validation.js';
import { type EventBus, LocalBus } from './realtime/bus.js';
import { LocalPresence, type Presence } from './realtime/presence.js';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Realtime events; one process alone when not given. */
  bus?: EventBus;
  /** Who has chat sockets open, across the instances sharing `bus`; this process alone when not given. */
  presence?: Presence;
}

export async function buildApp({
  db,
  config,
  logger = true,
  logStream,
  bus = new LocalBus(),
  presence = new LocalPresence(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { ...loggerOptions(config.logLevel), ...(logStream && { stream: logStream }) } : false,
    // The caller's X-Request-Id is taken only when it is a plain short token (requestIdOf).
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors Fastify raises before routing (a malformed URL) answer in the envelope like any other.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(200).send({ code: ResultCode.badRequest, msg: `url: ${error.message}` });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('realtime', bus);
  app.setValidatorCompiler(validatorCompiler);
  registerRequestLanguage(app);
  registerErrorHandler(app);
  registerJsonDepthLimit(app);
  registerRequestLogContext(app);
  registerRouteRegistry(app);
  registerAuth(app, db);
  registerRequestLog(app, db);
  await registerSecurityHeaders(app);

  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Formwork API',
        version: '0.1.0',
        description:
          'Envelope {code, msg, data}; msg is worded in the language Accept-Language asks for ' +
          '(zh-CN, zh-TW or en; zh-CN when none of them). See /api/docs.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    // The documentation is built on first request, after every route is registered.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const info = openapiObject.info ?? { title: 'Formwork API', version: '0.1.0' };
      const description = [info.description, publicRoutesMarkdown(app.registeredRoutes)].join('\n\n');
      return { ...openapiObject, info: { ...info, description } };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  registerOps(app, db, config);
  // GET /api/ops/backup, for `npm run backup` while this server holds the data directory.
  await app.register(backupRoutes);

  await app.register(oauthRoutes, { prefix: '/api/oauth' });
  await app.register(currentUserRoutes, { prefix: '/api/permission/Users/Current' });
  await app.register(onlineUserRoutes, { prefix: '/api/system/OnlineUser' });
  await app.register(systemConfigRoutes, { prefix: '/api/system/SysConfig' });
  await app.register(thirdPartySyncRoutes, { prefix: '/api/system/SynThirdInfo' });
  await app.register(systemLogRoutes, { prefix: '/api/system/Log' });
  await app.register(visualdevRoutes, { prefix: '/api/visualdev' });
  await app.register(onlineDevRoutes, { prefix: '/api/visualdev/OnlineDev' });
  await app.register(generatorRoutes, { prefix: '/api/visualdev/Generater' });
  await app.register(fieldDataSelectRoutes, { prefix: '/api/visualdev/Base' });
  await app.register(downloadRoutes, { prefix: DOWNLOAD_PREFIX });
  await app.register(fileRoutes, { prefix: '/api/file' });
  await app.register(columnSettingsRoutes, { prefix: '/api/permission/Authority' });
  await app.register(authorizeRoutes, { prefix: '/api/permission/Authority' });
  await app.register(dictionaryTypeRoutes, { prefix: '/api/system/DictionaryType' });
  await app.register(dictionaryDataRoutes, { prefix: '/api/system/DictionaryData' });
  await app.register(dataInterfaceRoutes, { prefix: '/api/system/DataInterface' });
  await app.register(dataSourceRoutes, { prefix: '/api/system/DataSource' });
  await app.register(dataInterfacePopupRoutes, { prefix: '/api/system/DataInterface' });
  await app.register(dataInterfaceListRoutes, { prefix: '/api/system/DataInterface' });
  await app.register(dataInterfaceLogRoutes, { prefix: '/api/system/DataInterfaceLog' });
  await app.register(userSelectorRoutes, { prefix: '/api/permission/Users' });
  await app.register(userAdminRoutes, { prefix: '/api/permission/Users' });
  await app.register(userExcelRoutes, { prefix: '/api/permission/Users' });
  await app.register(organizeSelectorRoutes, { prefix: '/api/permission' });
  await app.register(permissionOrgRoutes, { prefix: '/api/permission' });
  await app.register(areaRoutes, { prefix: '/api/system/Area' });
  await app.register(billRuleRoutes, { prefix: '/api/system/BillRule' });
  await app.register(portalRoutes, { prefix: '/api/visualdev/Portal' });
  await app.register(printDevRoutes, { prefix: '/api/system/printDev' });
  await app.register(menuAdminRoutes, { prefix: '/api/system/Menu' });
  await app.register(moduleButtonRoutes, { prefix: '/api/system/ModuleButton' });
  await app.register(moduleFieldRoutes('column'), { prefix: '/api/system/ModuleColumn' });
  await app.register(moduleFieldRoutes('form'), { prefix: '/api/system/ModuleForm' });
  await app.register(moduleDataSchemeRoutes, { prefix: '/api/system/ModuleDataAuthorizeScheme' });
  await app.register(moduleDataAuthorizeRoutes, { prefix: '/api/system/ModuleDataAuthorize' });
  await app.register(messageRoutes, { prefix: '/api/message' });
  await app.register(chatSocketRoutes, { presence });
  await app.register(chatReplyRoutes, { prefix: '/api/message' });
  await app.register(chatContactRoutes, { prefix: '/api/permission/Users' });
  await app.register(chatImageRoutes, { prefix: '/api/file/Image' });

  const consoleDir = config.consoleDir;
  const servesConsole = consoleDir !== undefined && existsSync(join(consoleDir, 'index.html'));
  if (servesConsole) {
    const archiveDir = join(config.dataDir, CONSOLE_ARCHIVE_FOLDER);
    // Without the archive (a read-only data folder) the current build is still served.
    const archived = await archiveConsoleAssets(consoleDir, archiveDir).then(
      () => true,
      (error: unknown) => {
        app.log.warn(
          { err: error },
          "the console's assets could not be archived; earlier builds are not served",
        );
        return false;
      },
    );
    await app.register(fastifyStatic, {
      // The current build first; then the files of earlier builds that open tabs may still ask for.
      root: archived ? [consoleDir, archiveDir] : consoleDir,
      wildcard: false,
      index: false,
      // The build writes each asset beside its brotli and gzip forms; the one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: consoleCacheHeaders,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // History-mode routing: any page path that is not a file gets the console, which routes it.
    // A missing script or style sheet is a 404, so the console can tell it needs reloading.
    if (
      servesConsole &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !isConsoleAssetPath(request.url)
    ) {
      return reply.type('text/html').sendFile('index.html');
    }
    const msg = tIn(languageOf(request.headers['accept-language']), 'http.routeNotFound', {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
    });
    return reply.code(404).send({ code: ResultCode.notFound, msg });
  });

  return app;
}
