import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The data folder holds the whole database, the stored uploads and the download links' key: no
 * other local user may read or change any of it. The bits that group and others would get.
 */
const SHARED_BITS = 0o077;

/**
 * Everything this process creates from now on is for its owner alone: PGlite (which runs in a
 * thread of this process and asks for 0666 files), the lock folder, stored uploads, backups.
 * Called before anything is written.
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Takes group and other bits off one entry and whatever is under it; counts the entries changed. */
async function tighten(path: string): Promise<number> {
  const info = await lstat(path).catch((error) => {
    // Another server sharing the folder may remove a file (a lock heartbeat, a finished upload).
    if (gone(error)) return undefined;
    throw error;
  });
  // A symbolic link's own mode means nothing, and its target may lie outside the folder.
  if (!info || info.isSymbolicLink()) return 0;
  let fixed = 0;
  if (info.mode & SHARED_BITS) {
    await chmod(path, info.mode & 0o7777 & ~SHARED_BITS).catch((error) => {
      if (!gone(error)) throw error;
    });
    fixed = 1;
  }
  if (!info.isDirectory()) return fixed;
  const names = await readdir(path).catch((error) => {
    if (gone(error)) return [] as string[];
    throw error;
  });
  for (const name of names) fixed += await tighten(join(path, name));
  return fixed;
}

/**
 * Makes the data folder (0700) when it does not exist, and takes away the access that an older
 * version (or a copy made by hand) left to other users. Answers how many entries were changed.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return tighten(dataDir);
}
