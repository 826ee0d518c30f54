// What the browser benches share: a production build of a bench page with the console's Vite,
// opened from disk in Debian's chromium, and the median of a run of timings.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

export const root = new URL('../..', import.meta.url).pathname;
// Vite and its React plugin are the console's; a bench page resolves packages from its own package.
const fromConsole = createRequire(join(root, 'apps/console/package.json'));
const { build } = await import(pathToFileURL(fromConsole.resolve('vite')).href);
const { default: react } = await import(pathToFileURL(fromConsole.resolve('@vitejs/plugin-react')).href);

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Builds the page in `pageDir` (relative to the repository), starts chromium and hands both to
 * `run(browser, url)`; cleans up whatever happens.
 */
export async function withBenchPage(pageDir, run) {
  const out = await mkdtemp(join(tmpdir(), 'formwork-bench-page-'));
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
      root: join(root, pageDir),
      base: './',
      logLevel: 'warn',
      plugins: [react()],
      resolve: { conditions: ['source', 'module', 'browser', 'production', 'default'] },
      build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    });
    return await run(browser, pathToFileURL(join(out, 'index.html')).href);
  } finally {
    await browser.close();
    await rm(out, { recursive: true, force: true });
  }
}
