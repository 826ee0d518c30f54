import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { ID_PATTERN } from './access.js';
import { dataRoutes } from './data-routes.js';
import { exportRoutes } from './export-routes.js';
import { listRoutes } from './list-routes.js';
import { assertModelAccess, loadReleasedModel } from './released-model.js';

const ModelParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });

/** The runtime's calls for released models (OnlineDev). */
export const onlineDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['online dev'];

  app.get(
    '/:id/Config',
    {
      schema: {
        tags,
        summary: 'The released form and list of a model, as the runtime renders them',
        params: ModelParams,
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertModelAccess(db, sessionOf(request), id);
      return ok(await loadReleasedModel(db, id));
    },
  );

  await app.register(listRoutes);
  await app.register(dataRoutes);
  await app.register(exportRoutes);
};
