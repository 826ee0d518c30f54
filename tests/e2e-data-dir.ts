import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'formwork-e2e-';

/**
 * The server's data directory for this run. Playwright loads the config again in each worker;
 * the environment carries the first choice to them so every process agrees.
 */
export function runDataDir(): string {
  process.env.FORMWORK_E2E_DATA_DIR ??= join(tmpdir(), `${PREFIX}${Date.now()}`);
  return process.env.FORMWORK_E2E_DATA_DIR;
}

/**
 * Global setup: removes the data of earlier runs. The current run's directory stays after the
 * run so a failure can be looked into; the next run clears it.
 */
export default function pruneEarlierRuns(): void {
  const current = runDataDir();
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(PREFIX) && path !== current) rmSync(path, { recursive: true, force: true });
  }
}
