import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DataInterfaceResponse } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badRequest, ok } from '../../http/envelope.js';

/** data_type 2: static JSON. */
export const STATIC_JSON = 2;

/** The rows of an interface named by id (a field's propsUrl) or enCode; 400 naming what is wrong. */
export async function interfaceRows(db: Db, key: string): Promise<unknown> {
  const found = await db
    .selectFrom('dataInterface')
    .select(['id', 'enCode', 'dataType', 'query', 'enabledMark'])
    .where((eb) => eb.or([eb('id', '=', key), eb('enCode', '=', key)]))
    .execute();
  const entry = found.find((row) => row.id === key) ?? found[0];
  if (!entry) throw badRequest(`id: 数据接口 ${key} 不存在`);
  if (entry.enabledMark !== 1) throw badRequest(`id: 数据接口 ${key} 已停用`);
  if (entry.dataType !== STATIC_JSON) throw badRequest(`id: 数据接口 ${key} 的类型暂不支持`);
  try {
    return JSON.parse(entry.query || 'null');
  } catch {
    throw badRequest(`id: 数据接口 ${key} 的静态数据不是有效的 JSON`);
  }
}

/**
 * GET /api/system/DataInterface/{id}/Actions/Response: what option widgets read as data.data.
 * Any signed-in user may call it, as with dictionaries: every generated form may need it.
 */
export const dataInterfaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/:id/Actions/Response',
    {
      schema: {
        tags: ['data interface'],
        summary: "An interface's rows under data (static JSON interfaces only, for now)",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
      },
    },
    async (request) => ok<DataInterfaceResponse>({ data: await interfaceRows(db, request.params.id) }),
  );
};
