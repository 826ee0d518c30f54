import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'apps/console/dist');
const KIB = 1024;

/** The asset files a chunk imports statically (they load with it), by their names in assets/. */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) found.add(match[1]);
  return found;
}

/** A chunk and everything it imports statically, transitively. */
function closure(start, assets) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    for (const next of staticImports(assets.get(name) ?? '')) queue.push(next);
  }
  return seen;
}

/** The built chunk whose name starts with `prefix` (Vite names chunks after their first module). */
function chunkNamed(prefix, assets) {
  const name = [...assets.keys()].find((file) => file.startsWith(`${prefix}-`));
  if (!name) throw new Error(`no chunk named ${prefix}-*.js in the build`);
  return name;
}

const gzipBytes = (names, assets) =>
  [...names].reduce((sum, name) => sum + gzipSync(assets.get(name) ?? '', { level: 9 }).length, 0);

/** Every built script by its name in assets/. */
function builtScripts() {
  return new Map(
    readdirSync(join(dist, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(dist, 'assets', name), 'utf8')]),
  );
}

export function bundleSizes() {
  const assets = builtScripts();
  const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const union = (...sets) => new Set(sets.flatMap((set) => [...set]));
  const signIn = closure(entry, assets);
  const shell = union(
    signIn,
    closure(chunkNamed('ShellLayout', assets), assets),
    closure(chunkNamed('HomePage', assets), assets),
  );
  const generated = union(
    shell,
    closure(chunkNamed('MenuPage', assets), assets),
    closure(chunkNamed('OnlineDevMenuPage', assets), assets),
    closure(chunkNamed('RuntimeHost', assets), assets),
  );
  const designer = union(
    shell,
    closure(chunkNamed('MenuPage', assets), assets),
    closure(chunkNamed('WebDesignPage', assets), assets),
    closure(chunkNamed('DesignerRoute', assets), assets),
  );
  return {
    signIn: gzipBytes(signIn, assets),
    shell: gzipBytes(shell, assets),
    generated: gzipBytes(generated, assets),
    designer: gzipBytes(designer, assets),
    all: gzipBytes(new Set(assets.keys()), assets),
  };
}

/** Milliseconds from navigation to a visible password field, on a 10 Mbit/s, 40 ms line, cold cache. */
async function timeToSignInForm(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = (10 * 1000 * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event) => {
    transferred += event.encodedDataLength;
  });
  const began = Date.now();
  await page.goto(`${url}/login`);
  await page.locator('input[type=password]').first().waitFor({ state: 'visible' });
  const ms = Date.now() - began;
  await context.close();
  return { ms, transferred };
}

/**
 * The scripts a browser actually fetches: signing in as the administrator and waiting on the
 * workspace, then opening the leave request list from the sidebar. Gzipped sizes of those files,
 * so the figures compare with the build's.
 */
async function fetchedScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const fetched = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      fetched.push(pathname.slice('/assets/'.length));
  });
  await page.goto(`${url}/login`);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/home$/);
  await page.waitForLoadState('networkidle');
  const shell = new Set(fetched);
  const sidebar = page.locator('.fw-sidebar');
  await sidebar.getByRole('menuitem', { name: '在线开发', exact: true }).click();
  await sidebar.getByRole('menuitem', { name: '请假申请', exact: true }).click();
  await page.locator('.ant-table-row').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const screen = new Set(fetched.filter((name) => !shell.has(name)));
  await context.close();
  return { shell, screen };
}

export async function benchFirstLoad() {
  const sizes = bundleSizes();
  const kib = (bytes) => `${(bytes / KIB).toFixed(0).padStart(5)} KiB`;
  console.log('\nFirst load: gzipped JavaScript per step of a visit (real build, gzip -9)');
  console.log(`  sign-in page                 ${kib(sizes.signIn)}   target at most 200 KiB`);
  console.log(`  shell after sign-in, in all  ${kib(sizes.shell)}   target at most 350 KiB`);
  console.log(
    `  a generated screen adds      ${kib(sizes.generated - sizes.shell)}   target at most 100 KiB more`,
  );
  console.log(
    `  the designer adds            ${kib(sizes.designer - sizes.shell)}   (loaded only when opened)`,
  );
  console.log(`  every chunk of the build     ${kib(sizes.all)}`);

  const dataDir = await mkdtemp(join(tmpdir(), 'formwork-first-load-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const runs = [];
    for (let run = 0; run < 3; run++) runs.push(await timeToSignInForm(browser, server.url));
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    console.log('\nTime to the sign-in form, 10 Mbit/s and 40 ms latency, empty cache (3 runs)');
    console.log(
      `  median ${times[1]} ms (${times.join(', ')} ms), ${(runs[0].transferred / KIB).toFixed(0)} KiB on the wire`,
    );

    const assets = builtScripts();
    const { shell, screen } = await fetchedScripts(browser, server.url);
    console.log(
      '\nWhat a browser fetched (gzipped JavaScript): sign in, workspace, then the leave request list',
    );
    console.log(`  sign-in and workspace        ${kib(gzipBytes(shell, assets))}   (${shell.size} files)`);
    console.log(
      `  the leave request list adds  ${kib(gzipBytes(screen, assets))}   (${screen.size} files)   target at most 100 KiB more`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchFirstLoad();
