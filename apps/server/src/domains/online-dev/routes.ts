import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { exportJnpfForm, exportJnpfList, type FormSchema, type ListSchema } from '@formwork/schema';
import { apiShapeOf } from '../../http/api-shape.js';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { ID_PATTERN } from './access.js';
import { dataRoutes } from './data-routes.js';
import { exportRoutes } from './export-routes.js';
import { listRoutes } from './list-routes.js';
import { assertModelAccess, loadReleasedModel, type ReleasedModel } from './released-model.js';

const ModelParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });

/** The released model in JNPF 3.4's format, for JNPF's web client. */
function asJnpf(model: ReleasedModel) {
  const form = JSON.parse(model.formData) as FormSchema;
  const list = model.columnData === null ? null : (JSON.parse(model.columnData) as ListSchema);
  return {
    ...model,
    formData: JSON.stringify(exportJnpfForm(form)),
    columnData: list && JSON.stringify(exportJnpfList(list, form)),
    // The client asks for a workflow when this is 1; released models here have none.
    enableFlow: 0,
  };
}

/** The runtime's calls for released models (OnlineDev). */
export const onlineDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['online dev'];

  app.get(
    '/:id/Config',
    {
      schema: {
        tags,
        summary:
          "The released form and list of a model, as the runtime renders them (in JNPF's format for JNPF's web client)",
        params: ModelParams,
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertModelAccess(db, sessionOf(request), id);
      const model = await loadReleasedModel(db, id);
      return ok(apiShapeOf(request) === 'jnpf' ? asJnpf(model) : model);
    },
  );

  await app.register(listRoutes);
  await app.register(dataRoutes);
  await app.register(exportRoutes);
};
