import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { runDataDir } from './e2e-data-dir.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Overridable so that several people (or agents) can run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3211);
const baseURL = `http://127.0.0.1:${PORT}`;

/** End-to-end tests against the built server and console; build first (`pnpm run build`). */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  // A first page load on a cold, loaded two-core CI machine can take longer than Playwright's 5 s.
  expect: { timeout: 10_000 },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './e2e-data-dir.ts',
  use: {
    baseURL,
    locale: 'zh-CN',
    // The console drops antd's slide and zoom under reduced motion, so no click waits on or lands
    // in an animation; a loaded machine otherwise loses clicks on drawers, dialogs and dropdowns.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's chromium; Playwright's own browser download is not used.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/oauth/getConfig/admin`,
    env: {
      PORT: String(PORT),
      DATA_DIR: runDataDir(),
      CONSOLE_DIR:
        process.env.E2E_CONSOLE_DIR ?? fileURLToPath(new URL('../apps/console/dist', import.meta.url)),
      LOG_LEVEL: 'warn',
      // The log code sender also appends codes here, in DATA_DIR, for sign-in-modes.spec.ts to read.
      CODE_OUTBOX_FILE: 'sms-outbox.jsonl',
      // Every spec signs in from this one address, and several fail sign-ins on purpose; the
      // per-address throttle has its own server tests, so here it only must not trip.
      LOGIN_IP_MAX_FAILURES: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
