import { readdirSync, rmSync, statSync } from 'node:fs';
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

/** How long a directory without a live lock is kept: a run beside this one may be starting. */
const STARTING_MS = 10 * 60_000;

/**
 * Whether another run may be using the directory: a server running on it refreshes its lock every
 * few seconds, and a run that is starting has made the directory but not yet its lock.
 */
function inUse(dataDir: string): boolean {
  // Another run may remove either between the listing and these reads: gone is not in use.
  const age = (path: string) => Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return age(join(dataDir, 'formwork.lock')) < 30_000 || age(dataDir) < STARTING_MS;
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
