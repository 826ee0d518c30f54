import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another Formwork server. ` +
        'Stop that server first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite has no guard against two processes opening one directory, and both would corrupt it;
 * this lock makes the second process stop at once with a clear message instead.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'formwork.lock'),
      stale: 15_000,
      update: 5_000,
      onCompromised: (error) => console.error(`[formwork] data directory lock lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
