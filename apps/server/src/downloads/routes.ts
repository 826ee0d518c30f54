import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { badRequest } from '../http/envelope.js';
import { t } from '../http/i18n/index.js';
import { claimDownload } from './store.js';

const TYPES: ReadonlyMap<string, string> = new Map([
  ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['.json', 'application/json; charset=utf-8'],
]);

/** `filename` for old clients (ASCII only), `filename*` with the real, possibly Chinese, name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * One-time download of an export. Public because a browser follows the link without the token
 * header; the link itself is the secret: 192 random bits, valid for ten minutes, good once.
 */
export const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:token',
    {
      config: {
        public: 'a one-time export link the browser follows without a token; the random link is the secret',
      },
      schema: {
        tags: ['files'],
        summary: 'Download an export once, by the link its request answered',
        params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const file = await claimDownload(app.config.dataDir, request.params.token);
      if (!file) throw badRequest(t('onlineDev.downloadGone'));
      const stream = createReadStream(file.path);
      stream.once('close', () => void file.remove());
      return reply
        .header('content-type', TYPES.get(extname(file.name)) ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
