import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, readConfig } from '../../config.js';
import { planChunks, sendMultipart } from '../../domains/file/test-fixtures.js';
import { createServer, type RunningServer } from '../../server.js';
import { call, createPostgresDatabase, databaseKinds, signIn } from '../../testing/test-server.js';
import { runBackup } from '../backup/cli.js';

/** Every entry under the folder, the folder included, with its permission bits. */
async function modesUnder(root: string): Promise<Map<string, number>> {
  const modes = new Map<string, number>([[root, (await lstat(root)).mode & 0o777]]);
  for (const name of await readdir(root, { recursive: true })) {
    const info = await lstat(join(root, name));
    if (!info.isSymbolicLink()) modes.set(join(root, name), info.mode & 0o777);
  }
  return modes;
}

const openToOthers = (modes: Map<string, number>) =>
  [...modes].filter(([, mode]) => mode & 0o077).map(([path, mode]) => `${path} ${mode.toString(8)}`);

describe.each(databaseKinds)('the data folder on %s', (kind) => {
  let parent: string;
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  let config: Config;
  let server: RunningServer | undefined;

  const start = async (lines: string[] = []) => {
    server = await createServer(config, { logStream: { write: (line) => void lines.push(line) } });
    return server;
  };

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'formwork-private-'));
    dataDir = join(parent, 'data');
    postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    config = {
      ...readConfig({}),
      dataDir,
      databaseUrl: postgres?.url,
      consoleDir: undefined,
      file: { ...readConfig({}).file, chunkBytes: 1024 },
    };
    // As a shell leaves it: the server must not rely on the umask it was started with.
    process.umask(0o022);
    await start();
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.drop();
    await rm(parent, { recursive: true, force: true });
  });

  it('is made 0700 and everything written in it (database, lock, uploads, link key) is 0600', async () => {
    const { app } = server as RunningServer;
    const token = await signIn(app, 'admin', 'admin123');
    const bytes = randomBytes(700);
    const plan = planChunks(bytes, 1024, 'notes.txt');
    const { bytes: part, fields } = plan.chunk(1);
    await sendMultipart(app, '/api/file/chunk', token, fields, { name: 'notes.txt', bytes: part });
    const merged = await sendMultipart<{ name: string }>(app, '/api/file/merge', token, {
      identifier: plan.identifier,
      fileName: 'notes.txt',
      fileSize: String(bytes.length),
      fileType: 'text/plain',
      extension: 'txt',
      type: 'annex',
    });
    expect(merged.code, merged.msg).toBe(200);
    const link = await call(app, 'GET', `/api/file/Download/annex/${merged.data?.name}`, { token });
    expect(link.code).toBe(200);

    const modes = await modesUnder(dataDir);
    expect(modes.get(dataDir)).toBe(0o700);
    expect([...modes.keys()].some((path) => path.includes(join(dataDir, 'files')))).toBe(true);
    if (kind === 'pglite') expect(modes.get(join(dataDir, 'pglite', 'global', '1260'))).toBe(0o600);
    expect(openToOthers(modes)).toEqual([]);
  });

  it('takes group and other access off what an earlier start left, and says how many in the log', async () => {
    await server?.close();
    let loosened = 0;
    for (const [path, mode] of await modesUnder(dataDir)) {
      await chmod(path, mode & 0o100 || (await lstat(path)).isDirectory() ? 0o755 : 0o666);
      loosened += 1;
    }
    const lines: string[] = [];
    await start(lines);
    expect(openToOthers(await modesUnder(dataDir))).toEqual([]);
    const notes = lines.filter((line) => line.includes('Took group and other access off'));
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0] as string)).toMatchObject({ entries: loosened });
  });

  it.runIf(kind === 'pglite')('writes a backup archive only its owner can read', async () => {
    await server?.close();
    server = undefined;
    process.umask(0o022);
    const target = await runBackup(config, join(parent, 'backup.tar.gz'), () => {});
    expect((await lstat(target)).mode & 0o777).toBe(0o600);
  });
});
