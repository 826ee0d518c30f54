import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { DownloadLink, Envelope } from '@formwork/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { multipart } from '../domains/file/test-fixtures.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { t } from '../http/i18n/index.js';
import { jsonExportRoute, jsonImportRoute } from './json-transfer.js';

const Note = Type.Object({ title: Type.String({ minLength: 1 }), body: Type.String() });
const notes = new Map([['n1', { title: '便笺', body: 'text' }]]);
const saved: unknown[] = [];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  jsonExportRoute(app, {
    url: '/:id/Action/Export',
    config: {},
    tags: ['test'],
    summary: 'A note as a file',
    params: Type.Object({ id: Type.String() }),
    file: async (id) => {
      const note = notes.get(id);
      if (!note) throw new Error(`no note ${id}`);
      return { name: `${note.title}.note`, content: note };
    },
  });
  await jsonImportRoute(app, {
    url: '/Action/Import',
    config: {},
    tags: ['test'],
    summary: 'A note from a file',
    file: Note,
    maxBytes: 1024,
    save: async (note) => {
      saved.push(note);
      return { id: `n${saved.length + 1}` };
    },
    message: 'common.imported',
  });
};

describe('JSON export and import routes', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const upload = async (name: string, text: string) => {
    const { payload, contentType } = multipart({}, { name, bytes: Buffer.from(text) });
    const response = await app.inject({
      method: 'POST',
      url: '/Action/Import',
      headers: { 'content-type': contentType },
      payload,
    });
    return response.json() as Envelope<{ id: string }>;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-crud-'));
    app = Fastify();
    app.decorate('config', { dataDir } as Config);
    registerErrorHandler(app);
    await app.register(routes);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a link to the record as indented JSON under the name given', async () => {
    const answer = (
      await app.inject({ method: 'GET', url: '/n1/Action/Export' })
    ).json() as Envelope<DownloadLink>;
    expect(answer.code).toBe(200);
    expect(answer.data?.name).toBe('便笺.note');
    const token = answer.data?.url.split('/').at(-1) ?? '';
    const folder = join(dataDir, 'exports', token);
    expect(await readdir(folder)).toEqual(['便笺.note']);
    expect(await readFile(join(folder, '便笺.note'), 'utf8')).toBe(
      JSON.stringify({ title: '便笺', body: 'text' }, null, 2),
    );
  });

  it('stores an uploaded file of the right shape and answers what was stored with the message', async () => {
    const answer = await upload('a.note', JSON.stringify({ title: '新', body: '' }));
    expect(answer).toEqual({ code: 200, msg: t('common.imported'), data: { id: 'n2' } });
    expect(saved).toEqual([{ title: '新', body: '' }]);
  });

  it('refuses a file of another shape, no JSON or too large, naming file, and stores nothing', async () => {
    const wrong = await upload('a.note', JSON.stringify({ body: '' }));
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toMatch(/^file/);
    expect((await upload('a.note', '{')).code).toBe(400);
    expect((await upload('a.note', JSON.stringify({ title: 'x'.repeat(2000), body: '' }))).code).toBe(400);
    const plain = await app.inject({
      method: 'POST',
      url: '/Action/Import',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect((plain.json() as Envelope).code).toBe(400);
    expect(saved).toHaveLength(1);
  });
});
