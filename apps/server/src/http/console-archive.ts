import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How long the files of a build stay servable after a newer build replaced it. A console tab
 * opened before a deploy still names the old build's chunks when it opens a screen it has not
 * shown yet; a tab left open longer than this meets the offer to reload instead.
 */
export const OLD_ASSETS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies the console build's hashed assets into `archiveDir/assets` (the data folder outlives a
 * rebuild, which empties the build folder) and removes archived files no build has named for
 * `keepMs`. An archived file's modification time is when a build last held it. Serving both
 * folders, the current build first, answers a tab still running a previous build.
 */
export async function archiveConsoleAssets(
  consoleDir: string,
  archiveDir: string,
  keepMs = OLD_ASSETS_KEPT_MS,
  now = new Date(),
): Promise<void> {
  const source = join(consoleDir, 'assets');
  const target = join(archiveDir, 'assets');
  const current = new Set(
    await readdir(source, { withFileTypes: true }).then(
      (entries) => entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
      (error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      },
    ),
  );
  await mkdir(target, { recursive: true });
  for (const name of current) {
    const archived = join(target, name);
    // A hashed name means the same content: a file archived before is kept, not copied again.
    await copyFile(join(source, name), archived, constants.COPYFILE_EXCL).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
    await utimes(archived, now, now);
  }
  for (const name of await readdir(target)) {
    if (current.has(name)) continue;
    const archived = join(target, name);
    const { mtimeMs } = await stat(archived);
    if (now.getTime() - mtimeMs > keepMs) await unlink(archived);
  }
}

const ASSET_PATH = /^\/assets\/|\.(?:m?js|css|map)$/;

/**
 * A request for a file of the console (a script, a style sheet), as opposed to a page address
 * the console routes itself: a missing file must answer 404, not the console's page, so the
 * console can tell its build was replaced.
 */
export const isConsoleAssetPath = (url: string): boolean => ASSET_PATH.test(url.split('?')[0] ?? '');

/** The data folder's folder that holds the assets of the console's builds. */
export const CONSOLE_ARCHIVE_FOLDER = 'console-builds';
