// Hashing speed of the uploadFile widget in Debian's chromium: its own hashFile (hash-wasm's md5 over
// slices of 10,240,000 bytes in its Web Worker) and md5InSlices on the page's thread (the
// fallback where no worker runs), built by the console's Vite from the widget's source and served
// over HTTP as an app would serve it. The target is at least 100 MiB/s, so hashing never holds
// a gigabyte upload back. Prints figures and checks each md5 against Node's; asserts nothing.
//   node tests/bench/hash.mjs            (256 MiB; HASH_BENCH_MIB=1024 for 1 GiB)
import { createHash } from 'node:crypto';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = new URL('../..', import.meta.url).pathname;
const MIB = 1_048_576;
const TARGET_MIB_S = 100;
const widgetHashing = join(root, 'packages/widgets/src/upload/upload-file');

/** The bytes both sides build: position-dependent, so a slice read out of order changes the md5. */
const byteAt = (i) => (Math.imul(i, 31) + (i >> 13)) & 0xff;

/** Writes the pattern file to `path`; answers its md5. */
async function writePatternFile(path, size) {
  const hash = createHash('md5');
  const handle = await open(path, 'w');
  try {
    for (let start = 0; start < size; start += MIB) {
      const block = Buffer.alloc(Math.min(MIB, size - start));
      for (let j = 0; j < block.length; j += 1) block[j] = byteAt(start + j);
      hash.update(block);
      await handle.write(block);
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/** The widget's hashing as an app bundles it: a page importing hashFile and md5InSlices. */
async function buildPage(out) {
  const fromConsole = createRequire(join(root, 'apps/console/package.json'));
  const { build } = await import(pathToFileURL(fromConsole.resolve('vite')).href);
  const page = await mkdtemp(join(tmpdir(), 'formwork-hash-page-'));
  await writeFile(join(page, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  await writeFile(
    join(page, 'main.js'),
    `import { hashFile } from '${widgetHashing}/hash-file.ts';
import { HASH_SLICE_SIZE, md5InSlices } from '${widgetHashing}/hash-slices.ts';
window.hashing = { hashFile, md5InSlices, slice: HASH_SLICE_SIZE };
document.title = 'ready';`,
  );
  try {
    await build({
      root: page,
      base: './',
      logLevel: 'warn',
      resolve: { conditions: ['source', 'module', 'browser', 'production', 'default'] },
      build: { outDir: out, emptyOutDir: true },
    });
  } finally {
    await rm(page, { recursive: true, force: true });
  }
}

/** Serves the built page; module workers need an http origin, not file://. */
function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
      response.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, server }),
    ),
  );
}

// Runs in the page: hashes the picked file `runs` times each way. The file comes from a file
// input, backed by the disk, as the widget gets it (a large in-memory File may not be readable
// in an off-the-record browser context).
async function inPage({ runs }) {
  const file = document.querySelector('input[type=file]').files[0];
  const { hashFile, md5InSlices } = window.hashing;
  const timed = async (hash) => {
    const started = performance.now();
    const md5 = await hash();
    return { md5, ms: performance.now() - started };
  };
  const results = { worker: [], page: [] };
  for (let run = 0; run < runs; run += 1) {
    results.worker.push(await timed(() => hashFile(file)));
    results.page.push(await timed(() => md5InSlices(file)));
  }
  return results;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchHash({ mib = Number(process.env.HASH_BENCH_MIB ?? 256), runs = 3 } = {}) {
  const size = mib * MIB;
  const out = await mkdtemp(join(tmpdir(), 'formwork-hash-out-'));
  const source = join(out, '..', `${out.split('/').pop()}-source.bin`);
  const expected = await writePatternFile(source, size);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let server;
  try {
    await buildPage(out);
    const served = await serve(out);
    server = served.server;
    const page = await (await browser.newContext()).newPage();
    const problems = [];
    const workers = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(served.url);
    await page.waitForFunction(() => document.title === 'ready');
    const slice = await page.evaluate(() => window.hashing.slice);
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      document.body.append(input);
    });
    await page.setInputFiles('input[type=file]', source);
    const results = await page.evaluate(inPage, { runs });
    console.log(
      `\nuploadFile hashing (hash-wasm md5, ${slice.toLocaleString('en')}-byte slices) of ${mib} MiB in Chromium ${browser.version()}, ${runs} runs each\n`,
    );
    for (const [where, label] of [
      ['worker', 'hashFile, in its Web Worker'],
      ['page', 'md5InSlices, page thread'],
    ]) {
      const wrong = results[where].filter((run) => run.md5 !== expected).length;
      const ms = median(results[where].map((run) => run.ms));
      const speed = mib / (ms / 1000);
      console.log(
        `  ${label.padEnd(28)} ${speed.toFixed(0).padStart(5)} MiB/s  median ${ms.toFixed(0)} ms, ${(speed / TARGET_MIB_S).toFixed(2)}x the ${TARGET_MIB_S} MiB/s target${wrong ? `; WRONG md5 in ${wrong} runs` : ''}`,
      );
    }
    console.log(`  md5 ${expected} (Node's crypto over the same bytes); workers started: ${workers.length}`);
    if (workers.length === 0) console.log('  NO worker started: hashFile fell back to the page thread');
    if (problems.length) console.log(`  page errors: ${problems.join('; ')}`);
  } finally {
    server?.close();
    await browser.close();
    await rm(out, { recursive: true, force: true });
    await rm(source, { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchHash();
