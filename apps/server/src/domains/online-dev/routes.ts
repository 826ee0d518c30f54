import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { exportJnpfForm, exportJnpfList, type FormSchema, type ListSchema } from '@formwork/schema';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { ID_PATTERN } from './access.js';
import { dataRoutes } from './data-routes.js';
import { exportRoutes } from './export-routes.js';
import { listRoutes } from './list-routes.js';
import { assertModelAccess, loadReleasedModel, type ReleasedModel } from './released-model.js';

const ModelParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });

/**
 * True when the caller is JNPF's own web client, which renders JNPF's formData and columnData
 * and fails on Formwork's canonical format.
 *
 * No header tells the two clients apart: Formwork's console sends the very headers JNPF's
 * request helper sends (`jnpf-origin: pc`, the token in `Authorization`), and browsers add the
 * rest to both. What differs is the cache-busting `n` both append to every call: JNPF's helper
 * writes the time in whole seconds (at most 10 digits), Formwork's in milliseconds (13 digits,
 * which its client tests pin). So the rule is: `jnpf-origin` present and `n` in seconds. Any
 * other caller (the console, scripts, other servers) gets the canonical format, as before.
 */
function fromJnpfClient(request: FastifyRequest): boolean {
  if (request.headers['jnpf-origin'] === undefined) return false;
  const { n } = (request.query ?? {}) as { n?: unknown };
  return typeof n === 'string' && /^\d{1,10}$/.test(n);
}

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
      return ok(fromJnpfClient(request) ? asJnpf(model) : model);
    },
  );

  await app.register(listRoutes);
  await app.register(dataRoutes);
  await app.register(exportRoutes);
};
