// FormRenderer in a real browser: a production build of packages/runtime/bench/form-render,
// opened in Debian's chromium. The page measures itself; this prints the figures.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = new URL('../..', import.meta.url).pathname;
// Vite and its React plugin are the console's; the bench page resolves packages from runtime's.
const fromConsole = createRequire(join(root, 'apps/console/package.json'));
const { build } = await import(pathToFileURL(fromConsole.resolve('vite')).href);
const { default: react } = await import(pathToFileURL(fromConsole.resolve('@vitejs/plugin-react')).href);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchFormRender({ fields = 300, renders = 7, keystrokes = 50 } = {}) {
  const out = await mkdtemp(join(tmpdir(), 'formwork-form-bench-'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--allow-file-access-from-files',
    ],
  });
  try {
    await build({
      root: join(root, 'packages/runtime/bench/form-render'),
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      resolve: { conditions: ['source', 'module', 'browser', 'production', 'default'] },
      build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(pathToFileURL(join(out, 'index.html')).href);
    await page.waitForFunction(() => document.title === 'ready');
    const renderTimes = [];
    for (let i = 0; i < renders; i += 1)
      renderTimes.push(await page.evaluate((n) => window.bench.renderForm(n), fields));
    const keyTimes = [];
    for (let i = 0; i < keystrokes; i += 1)
      keyTimes.push(await page.evaluate((t) => window.bench.keystroke(t), `138${i}`));
    // The first render pays for code loading and style injection; report it apart.
    const [first, ...warm] = renderTimes;
    console.log(`\nFormRenderer, ${fields}-field form, chromium (production build)`);
    console.log(`  first render     ${first.toFixed(0)} ms`);
    console.log(
      `  render (warm)    median ${median(warm).toFixed(0)} ms  over ${warm.length}  (min ${Math.min(...warm).toFixed(0)}, max ${Math.max(...warm).toFixed(0)})`,
    );
    console.log(
      `  keystroke        median ${median(keyTimes).toFixed(1)} ms  over ${keyTimes.length}  (max ${Math.max(...keyTimes).toFixed(1)})`,
    );
    return { first, warm: median(warm), keystroke: median(keyTimes) };
  } finally {
    await browser.close();
    await rm(out, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchFormRender();
