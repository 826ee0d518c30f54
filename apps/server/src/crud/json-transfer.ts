import { writeFile } from 'node:fs/promises';
import type {
  FastifyPluginAsyncTypebox,
  Static,
  TSchema,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { DownloadLink } from '@formwork/schema';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { createDownload } from '../downloads/store.js';
import { ok } from '../http/envelope.js';
import { type MessageKey, t } from '../http/i18n/index.js';
import { acceptUploads, MAX_JSON_UPLOAD_BYTES, readJsonUpload } from '../http/json-upload.js';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

interface TransferRoute {
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  summary: string;
}

export interface JsonExportRoute extends TransferRoute {
  /** The route's params: an `id` naming the record. */
  params: TSchema;
  /** The file's name and the value it holds as JSON, for the record of that id. */
  file: (id: string) => Promise<{ name: string; content: unknown }>;
}

export interface JsonImportRoute<S extends TSchema> extends TransferRoute {
  /** The shape the uploaded file must have; a file of another shape is a 400 naming `file`. */
  file: S;
  maxBytes?: number;
  /** Stores what the file holds and answers the data of the reply. */
  save: (file: Static<S>, request: FastifyRequest) => Promise<unknown>;
  /** The reply's message. */
  message: MessageKey;
}

/**
 * GET url: a record as a JSON file to download, answered as its one-time link {name, url}; the
 * import route of the same screen takes the file back.
 */
export function jsonExportRoute(app: App, route: JsonExportRoute): void {
  app.get(
    route.url,
    { config: route.config, schema: { tags: route.tags, summary: route.summary, params: route.params } },
    async (request) => {
      const { name, content } = await route.file((request.params as { id: string }).id);
      const link = await createDownload(app.config.dataDir, name, (path) =>
        writeFile(path, JSON.stringify(content, null, 2)),
      );
      return ok<DownloadLink>(link);
    },
  );
}

/** POST url: a JSON file uploaded as multipart `file`, checked against its shape, then stored. */
export function jsonImportRoute<S extends TSchema>(app: App, route: JsonImportRoute<S>) {
  // Only this route parses multipart.
  return app.register(async (plugin) => {
    await acceptUploads(plugin);
    plugin.withTypeProvider<TypeBoxTypeProvider>().post(
      route.url,
      {
        config: route.config,
        schema: { tags: route.tags, summary: route.summary, consumes: ['multipart/form-data'] },
      },
      async (request) => {
        const file = await readJsonUpload(request, route.file, route.maxBytes ?? MAX_JSON_UPLOAD_BYTES);
        return ok(await route.save(file, request), t(route.message));
      },
    );
  });
}
