import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SHAPE_HEADER, CANONICAL_SHAPE_HEADERS } from '@formwork/schema';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiShapeOf } from './api-shape.js';

const requestWith = (headers: Record<string, string>, url = '/api/x') =>
  ({ headers, url }) as unknown as FastifyRequest;

describe('apiShapeOf', () => {
  it('answers JNPF’s shape unless the caller asks for the canonical one', () => {
    expect(apiShapeOf(requestWith({}))).toBe('jnpf');
    expect(apiShapeOf(requestWith({ 'jnpf-origin': 'pc' }, '/api/x?n=1795000000123'))).toBe('jnpf');
    expect(apiShapeOf(requestWith({ [API_SHAPE_HEADER]: 'jnpf' }))).toBe('jnpf');
    expect(apiShapeOf(requestWith({ ...CANONICAL_SHAPE_HEADERS }))).toBe('canonical');
    expect(apiShapeOf(requestWith({ ...CANONICAL_SHAPE_HEADERS, 'jnpf-origin': 'pc' }, '/api/x?n=1'))).toBe(
      'canonical',
    );
  });
});

// The source files of the server, tests left out.
async function serverSources(): Promise<Array<{ path: string; text: string }>> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    paths.map(async (path) => ({ path: relative(root, path), text: await readFile(path, 'utf8') })),
  );
}

describe('which shape a caller reads is decided in one place', () => {
  it('no route reads the cache-busting `n` parameter or the client’s headers to tell clients apart', async () => {
    const readsN = /\.get\(\s*['"`]n['"`]\s*\)|\bquery\s*\??\.\s*n\b|\[\s*['"`]n['"`]\s*\]/;
    const readsClientHeader =
      /headers\s*\[\s*['"`](?:jnpf-origin|x-formwork-shape)['"`]\s*\]|API_SHAPE_HEADER/;
    const sniffing = (await serverSources())
      .filter(({ path }) => path !== join('http', 'api-shape.ts'))
      .filter(({ text }) => readsN.test(text) || readsClientHeader.test(text))
      .map(({ path }) => path);
    expect(sniffing).toEqual([]);
  });
});
