import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DownloadLink } from '@formwork/schema';

/** How long a link answers; a download is meant to start at once. */
export const DOWNLOAD_TTL_MS = 10 * 60 * 1000;
export const DOWNLOAD_PREFIX = '/api/file/Download/export';
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const CLAIMED = '.claimed-';

const exportsDir = (dataDir: string) => join(dataDir, 'exports');

/** A name safe on every file system and in a header; the download keeps the person's words. */
export function safeFileName(name: string): string {
  const printable = [...name].map((char) => (char.charCodeAt(0) < 32 ? '_' : char)).join('');
  return printable.replace(/[\\/:*?"<>|]/g, '_').slice(0, 120) || 'export';
}

/**
 * Writes a file for one download and answers its link. The token is the folder's name: no table
 * to keep in step, and a second instance on the same DATA_DIR finds the file as well.
 */
export async function createDownload(
  dataDir: string,
  fileName: string,
  write: (path: string) => Promise<void>,
): Promise<DownloadLink> {
  const token = randomBytes(24).toString('base64url');
  const folder = join(exportsDir(dataDir), token);
  const name = safeFileName(fileName);
  await mkdir(folder, { recursive: true });
  try {
    await write(join(folder, name));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  void sweepExpired(dataDir);
  return { name, url: `${DOWNLOAD_PREFIX}/${token}` };
}

export interface ClaimedDownload {
  path: string;
  name: string;
  /** Removes the file once it has been sent. */
  remove(): Promise<void>;
}

/**
 * Takes the file of a link, once: the folder is renamed first, so of two requests racing for
 * the same link only one wins. Expired links answer nothing and are removed.
 */
export async function claimDownload(dataDir: string, token: string): Promise<ClaimedDownload | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const claimed = join(exportsDir(dataDir), `${CLAIMED}${token}`);
  try {
    await rename(join(exportsDir(dataDir), token), claimed);
  } catch {
    return undefined;
  }
  const remove = () => rm(claimed, { recursive: true, force: true });
  const [name] = await readdir(claimed);
  if (!name || Date.now() - (await stat(join(claimed, name))).mtimeMs > DOWNLOAD_TTL_MS) {
    await remove();
    return undefined;
  }
  return { path: join(claimed, name), name, remove };
}

/** Files whose link expired unused, or whose sending was cut off, are removed on a later export. */
async function sweepExpired(dataDir: string): Promise<void> {
  const root = exportsDir(dataDir);
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const entry of entries) {
    const folder = join(root, entry);
    const info = await stat(folder).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > DOWNLOAD_TTL_MS)
      await rm(folder, { recursive: true, force: true });
  }
}
