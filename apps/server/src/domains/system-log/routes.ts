import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { clearLog, logPage, removeLogEntries } from './log-store.js';
import { LOG_TYPE } from './request-log.js';

// The 系统日志 screen: its menu entry to read, its buttons to delete chosen entries or clear a log.
const access = (button?: 'btn_batchRemove' | 'btn_clear') => ({
  access: { module: 'system.log', ...(button && { button }) },
});
const tags = ['system-log'];

const LogType = Type.Union([
  Type.Literal(LOG_TYPE.signIn),
  Type.Literal(LOG_TYPE.operation),
  Type.Literal(LOG_TYPE.error),
  Type.Literal(LOG_TYPE.request),
]);
const Params = Type.Object({ type: LogType });
const Epoch = Type.Integer({
  minimum: 0,
  maximum: 8_640_000_000_000,
  description: 'milliseconds since 1970',
});
const ListQuery = Type.Object({
  keyword: Type.Optional(
    Type.String({ maxLength: 100, description: 'in the user, address, path or message' }),
  ),
  startTime: Type.Optional(Type.Union([Epoch, Type.Literal('')])),
  endTime: Type.Optional(Type.Union([Epoch, Type.Literal('')])),
  currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
});

/** Sign-in, request, operation and error logs under /api/system/Log (JNPF's paths and types). */
export const systemLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:type',
    {
      config: access(),
      schema: {
        tags,
        summary: 'A page of one log (1 sign-in, 3 operation, 4 error, 5 request), newest first',
        params: Params,
        querystring: ListQuery,
      },
    },
    async (request) => ok(await logPage(db, request.params.type, request.query)),
  );

  app.delete(
    '/',
    {
      config: access('btn_batchRemove'),
      schema: {
        tags,
        summary: 'Deletes the chosen entries of any log',
        body: Type.Object(
          { ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      await removeLogEntries(db, request.body.ids);
      return ok(undefined, t('sysLog.removed'));
    },
  );

  app.delete(
    '/:type',
    { config: access('btn_clear'), schema: { tags, summary: 'Clears one log', params: Params } },
    async (request) => {
      await clearLog(db, request.params.type);
      return ok(undefined, t('sysLog.cleared'));
    },
  );
};
