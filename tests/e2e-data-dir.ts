import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
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

/** A server still running on a directory refreshes its lock every few seconds. */
function inUse(dataDir: string): boolean {
  const lock = join(dataDir, 'formwork.lock');
  return existsSync(lock) && Date.now() - statSync(lock).mtimeMs < 30_000;
}

/**
 * Global setup: removes the data of earlier runs. The current run's directory stays after the
 * run so a failure can be looked into; the next run clears it. A run going on beside this one
 * keeps its directory.
 */
export default function pruneEarlierRuns(): void {
  const current = runDataDir();
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(PREFIX) && path !== current && !inUse(path))
      rmSync(path, { recursive: true, force: true });
  }
}
