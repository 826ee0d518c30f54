import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { archiveConsoleAssets, CONSOLE_ARCHIVE_FOLDER, OLD_ASSETS_KEPT_MS } from './console-archive.js';

describe("the console's files", () => {
  let server: TestServer;
  let consoleDir: string;
  const script = `export const words = ${JSON.stringify('登录 '.repeat(2000))};\n`;

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'formwork-console-'));
    await mkdir(join(consoleDir, 'assets'));
    await writeFile(
      join(consoleDir, 'index.html'),
      '<!doctype html><script src="/assets/index-a1b2c3.js"></script>',
    );
    await writeFile(join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(consoleDir, 'assets', 'index-a1b2c3.js'), script);
    await writeFile(join(consoleDir, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(script));
    await writeFile(join(consoleDir, 'assets', 'index-a1b2c3.js.gz'), gzipSync(script));
    server = await startTestServer('pglite', { consoleDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('are sent in the compressed form the browser accepts, brotli first, and whole to one that accepts none', async () => {
    const brotli = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(script))).toBe(true);

    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keep hashed assets for a year, never keep the page that names them, and check the rest', async () => {
    expect((await get('/assets/index-a1b2c3.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/login', '/system/dictionary']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-store');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });
});

describe('a console build replaced by a newer one', () => {
  let server: TestServer;
  let consoleDir: string;
  const oldChunk = 'export const page = "old";\n';
  const newChunk = 'export const page = "new";\n';

  const writeBuild = async (name: string, chunk: string) => {
    await rm(consoleDir, { recursive: true, force: true });
    await mkdir(join(consoleDir, 'assets'), { recursive: true });
    await writeFile(join(consoleDir, 'index.html'), `<!doctype html><script src="/assets/${name}"></script>`);
    await writeFile(join(consoleDir, 'assets', name), chunk);
  };

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'formwork-console-'));
    await writeBuild('Page-old111.js', oldChunk);
    server = await startTestServer('pglite', { consoleDir });
    // The rebuild empties the build folder, as `npm start` does, and the server starts again.
    await writeBuild('Page-new222.js', newChunk);
    await server.restart();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it("still serves the previous build's chunks to tabs opened before it, beside the new build's", async () => {
    const old = await get('/assets/Page-old111.js');
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toMatch(/javascript/);
    expect(old.body).toBe(oldChunk);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/Page-new222.js')).body).toBe(newChunk);
  });

  it('answers a script no build has with a real 404, not the console page', async () => {
    for (const url of ['/assets/Page-gone333.js', '/assets/Page-gone333.css', '/Page-gone333.js']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).not.toMatch(/html/);
    }
    const page = await get('/onlineDev/leave');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('forgets a chunk no build has named for the time old builds are kept', async () => {
    const archiveDir = join(server.config.dataDir, CONSOLE_ARCHIVE_FOLDER);
    const later = new Date(Date.now() + OLD_ASSETS_KEPT_MS + 60_000);
    await archiveConsoleAssets(consoleDir, archiveDir, OLD_ASSETS_KEPT_MS, later);
    expect(await readdir(join(archiveDir, 'assets'))).toEqual(['Page-new222.js']);
  });
});
