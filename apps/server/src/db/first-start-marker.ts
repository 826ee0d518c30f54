import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Written before a new data directory is set up and removed once the database in it has been
 * created, migrated and seeded: while it is there, the directory is not known to be complete.
 */
export const FIRST_START_MARKER = 'first-start-incomplete';

const MARKER_TEXT =
  'Formwork writes this file before it sets up a new database in this directory and removes it\n' +
  'once the set-up has finished. If it is still here, that first start was interrupted; the next\n' +
  'start finishes the set-up if the database opens, and otherwise stops and says so.\n';

export class FirstStartInterruptedError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The first start of Formwork in the data directory ${dataDir} was interrupted before the ` +
        `database was set up, and what it left cannot be used (${reason}). Nothing has been deleted. ` +
        `Move ${dataDir} aside (keep it if you want to look into it), then start again to set up a ` +
        'new data directory, or point DATA_DIR at a backup.',
      { cause },
    );
    this.name = 'FirstStartInterruptedError';
  }
}

export interface FirstStart {
  /** A previous first start in this directory was interrupted; this start finishes it. */
  interrupted: boolean;
  /** Says the directory is complete: to be called once migrations and seeds have run. */
  complete(): Promise<void>;
}

const isEmptyOrMissing = (dir: string) =>
  readdir(dir).then(
    (entries) => entries.length === 0,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return true;
      throw error;
    },
  );

/**
 * Looks at a data directory before its database is opened: undefined when it holds a database
 * that was set up completely; otherwise the first start that is beginning (a new directory, whose
 * marker is written now, before anything else) or that is being finished (the marker was left).
 */
export async function beginFirstStart(dataDir: string, databaseDir: string): Promise<FirstStart | undefined> {
  const markerPath = join(dataDir, FIRST_START_MARKER);
  const interrupted = await stat(markerPath).then(
    () => true,
    () => false,
  );
  if (!interrupted) {
    if (!(await isEmptyOrMissing(databaseDir))) return undefined;
    // Flushed before the database directory appears, so no crash can leave the one without the other.
    const file = await open(markerPath, 'w');
    await file.writeFile(MARKER_TEXT);
    await file.sync();
    await file.close();
    await syncDirectory(dataDir);
  }
  return {
    interrupted,
    async complete() {
      await rm(markerPath, { force: true });
      if (interrupted)
        console.warn(
          `[formwork] an interrupted first start in ${dataDir} has been completed: the database is set up`,
        );
    },
  };
}

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot open a directory to flush it; the file itself was flushed.
  }
}
