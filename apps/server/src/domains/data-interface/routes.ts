import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DataInterfaceResponse } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField, ok } from '../../http/envelope.js';

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
  if (!entry) throw badField('id', 'dataInterface.missing', { key });
  if (entry.enabledMark !== 1) throw badField('id', 'dataInterface.disabled', { key });
  if (entry.dataType !== STATIC_JSON) throw badField('id', 'dataInterface.unsupportedType', { key });
  try {
    return JSON.parse(entry.query || 'null');
  } catch {
    throw badField('id', 'dataInterface.badJson', { key });
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
