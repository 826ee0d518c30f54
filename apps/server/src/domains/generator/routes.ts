import { writeFile } from 'node:fs/promises';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DownloadLink } from '@formwork/schema';
import { accessTo } from '../../crud/screen-access.js';
import { createDownload } from '../../downloads/store.js';
import { ok } from '../../http/envelope.js';
import { areaNames } from './areas.js';
import { generateModule } from './generate-module.js';
import { GenerateBody, resolveOptions } from './options.js';
import { previewTree } from './preview-tree.js';
import { loadReleasedDesign } from './released-design.js';
import { zipFiles } from './zip.js';

/** The 代码生成 menu entry and its download button (seed/demo-menus.ts). */
export const GENERATOR_MODULE = 'generator.webForm';
const access = accessTo(GENERATOR_MODULE);

const Id = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

/** JNPF's code generation (`/api/visualdev/Generater`, its spelling), for released designs. */
export const generatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['code generation'];

  const generate = async (id: string, body: Parameters<typeof resolveOptions>[0]) => {
    const design = await loadReleasedDesign(db, id);
    const options = resolveOptions(body, design, await areaNames(db));
    return { design, options, files: generateModule(design, options) };
  };

  app.get(
    '/AreasName',
    {
      config: access(),
      schema: { tags, summary: 'The areas a generated module may go in (the `module` option)' },
    },
    async () => ok(await areaNames(db)),
  );

  app.post(
    '/:id/Actions/CodePreview',
    {
      config: access(),
      schema: {
        tags,
        summary: 'The files the newest release would generate, by folder: {list: [{fileName, children}]}',
        params: Id,
        body: Type.Optional(GenerateBody),
      },
    },
    async (request) => {
      const { files } = await generate(request.params.id, request.body ?? {});
      return ok({ list: previewTree(files) });
    },
  );

  app.post(
    '/:id/Actions/DownloadCode',
    {
      config: access('btn_download'),
      schema: {
        tags,
        summary: 'The generated module as a zip; answers a one-time download link, as JNPF does',
        params: Id,
        body: Type.Optional(GenerateBody),
      },
    },
    async (request) => {
      const { options, files } = await generate(request.params.id, request.body ?? {});
      const archive = zipFiles(files);
      const suffix = options.onlyGenerated ? '-generated' : '';
      const link = await createDownload(app.config.dataDir, `${options.className}${suffix}.zip`, (path) =>
        writeFile(path, archive),
      );
      return ok<DownloadLink>(link);
    },
  );
};
