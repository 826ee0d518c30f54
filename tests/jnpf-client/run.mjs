// npm run test:jnpf-client: walks the unmodified JNPF web client against a Formwork server on a
// fresh database and prints, per screen, the error toasts, failed API calls and script errors.
// JNPF_CLIENT_DIR names the client checkout; it is installed and built there when needed.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { prepareClient } from './prepare.mjs';
import { serveClient } from './serve.mjs';
import { SCREENS, signIn } from './walk.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(repoRoot, 'tests/jnpf-client/screenshots');
const apiPort = Number(process.env.JNPF_API_PORT ?? 3321);
const webPort = Number(process.env.JNPF_WEB_PORT ?? apiPort + 1);
const SETTLE_MS = 2_000;

const clientDir = process.env.JNPF_CLIENT_DIR;
if (!clientDir) {
  console.error(
    'JNPF_CLIENT_DIR is not set: check out the JNPF web client (v3.4.7) to a folder outside this ' +
      'repository and name it, e.g. JNPF_CLIENT_DIR=<folder> npm run test:jnpf-client (see tests/jnpf-client/README.md)',
  );
  process.exit(2);
}

/** Starts the built Formwork server on a fresh data directory and waits until it answers. */
async function startServer(logPath) {
  const dataDir = mkdtempSync(join(tmpdir(), 'formwork-jnpf-'));
  const log = createWriteStream(logPath);
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_IP_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the Formwork server exited (${child.exitCode}); see ${logPath}`);
    const ready = await fetch(`http://127.0.0.1:${apiPort}/api/oauth/getConfig/admin`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Records, per screen, what went wrong in the page. */
function watch(page) {
  let current;
  const note = (kind, text) => current?.[kind].push(text);
  page.on('pageerror', (error) => {
    // A bare message ("e") says little: the first frame of the stack says where it came from.
    const where = error.message.length < 20 ? ` ${error.stack?.split('\n')[1]?.trim() ?? ''}` : '';
    note('exceptions', `${error.message.split('\n')[0]}${where}`.slice(0, 240));
  });
  page.on('console', (message) => {
    // Vue catches errors in components and lifecycle hooks and logs them instead of throwing.
    const text = message.text();
    if (message.type() === 'error' && /^\[Vue warn\]: Error in|TypeError|ReferenceError/.test(text))
      note('exceptions', text.split('\n')[0].slice(0, 240));
  });
  page.on('response', async (answer) => {
    const path = new URL(answer.url()).pathname;
    if (!path.startsWith('/api/')) return;
    const call = `${answer.request().method()} ${path}`;
    if (answer.status() !== 200) return note('failedCalls', `${call} -> HTTP ${answer.status()}`);
    const type = answer.headers()['content-type'] ?? '';
    if (!type.includes('json')) return;
    const body = await answer.json().catch(() => undefined);
    if (body && typeof body === 'object' && 'code' in body && body.code !== 200)
      note('failedCalls', `${call} -> ${body.code} ${String(body.msg ?? '').slice(0, 120)}`);
  });
  return {
    begin(screen) {
      current = {
        screen: screen.name,
        title: screen.title,
        toasts: [],
        failedCalls: [],
        exceptions: [],
        problems: [],
      };
      return current;
    },
  };
}

/** Error toasts come and go within seconds; an observer in the page keeps every one. */
const TOAST_RECORDER = () => {
  window.__jnpfErrorToasts = [];
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (
          node instanceof HTMLElement &&
          node.matches('.el-message--error, .el-notification .el-icon-error')
        )
          window.__jnpfErrorToasts.push(node.textContent?.trim() ?? '');
  }).observe(document, { childList: true, subtree: true });
};

async function walk(baseURL) {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(TOAST_RECORDER);
  const page = await context.newPage();
  // Every WebSocket the client opens, with the text frames it received, for the chat screen.
  page.jnpfSockets = [];
  page.on('websocket', (socket) => {
    const entry = { url: socket.url(), received: [] };
    page.jnpfSockets.push(entry);
    socket.on('framereceived', (frame) => entry.received.push(String(frame.payload).slice(0, 500)));
  });
  const watcher = watch(page);
  const results = [];
  for (const [index, screen] of SCREENS.entries()) {
    const record = watcher.begin(screen);
    results.push(record);
    try {
      await page
        .evaluate(() => {
          window.__jnpfErrorToasts = [];
        })
        .catch(() => undefined);
      if (screen.signsIn) {
        await page.goto('/login');
        await page.waitForTimeout(SETTLE_MS);
        await page.screenshot({
          path: join(outDir, `${String(index).padStart(2, '0')}-${screen.name}-page.png`),
        });
        await signIn(page, { account: 'admin', password: 'admin123' });
      } else {
        const problem = await screen.open(page);
        if (problem) record.problems.push(problem);
      }
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await page.waitForTimeout(SETTLE_MS);
    } catch (error) {
      record.problems.push(String(error.message ?? error).split('\n')[0]);
    }
    record.toasts.push(...(await page.evaluate(() => window.__jnpfErrorToasts ?? []).catch(() => [])));
    await page
      .screenshot({ path: join(outDir, `${String(index).padStart(2, '0')}-${screen.name}.png`) })
      .catch(() => undefined);
  }
  await browser.close();
  return results;
}

function printTable(results) {
  const rows = results.map((r) => {
    const failed = r.toasts.length > 0 || r.exceptions.length > 0 || r.problems.length > 0;
    const notes = [
      ...r.problems.map((p) => `problem: ${p}`),
      ...r.toasts.map((t) => `toast: ${t}`),
      ...r.exceptions.map((e) => `exception: ${e}`),
      ...r.failedCalls.map((c) => `api: ${c}`),
    ];
    return {
      screen: `${r.screen} (${r.title})`,
      result: failed ? 'ERRORS' : r.failedCalls.length ? 'ok*' : 'ok',
      notes,
    };
  });
  const width = Math.max(...rows.map((r) => r.screen.length));
  console.log(`\n${'screen'.padEnd(width)}  result  details`);
  for (const row of rows) {
    console.log(`${row.screen.padEnd(width)}  ${row.result.padEnd(6)}  ${row.notes[0] ?? ''}`);
    for (const more of row.notes.slice(1)) console.log(`${''.padEnd(width)}          ${more}`);
  }
  console.log('\nok* = no toast or script error, but an /api call answered an error.');
  return rows.some((r) => r.result === 'ERRORS');
}

async function main() {
  if (!existsSync(join(repoRoot, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: build Formwork first (npm run build)');
  const dist = prepareClient(resolve(clientDir));
  mkdirSync(outDir, { recursive: true });
  const stopServer = await startServer(join(outDir, 'server.log'));
  const stopWeb = await serveClient({ dist, port: webPort, apiPort });
  let failed = true;
  try {
    const results = await walk(`http://127.0.0.1:${webPort}`);
    writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    failed = printTable(results);
    console.log(`Screenshots and results.json: ${outDir}`);
  } finally {
    await stopWeb();
    await stopServer();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
