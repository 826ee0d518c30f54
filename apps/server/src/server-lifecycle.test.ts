import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { spawnServer } from './testing/server-process.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from './testing/test-server.js';

describe.each(databaseKinds)('data on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('survives a restart, sessions included, and the seed does not run twice', async () => {
    const token = await signIn(server.app, 'staff', 'staff123');
    await call(server.app, 'PUT', '/api/permission/Users/Current/BaseInfo', {
      token,
      body: { realName: '重启后仍在' },
    });
    await server.db.deleteFrom('position').where('id', '=', 'pos-hr').execute();

    await server.restart();

    const info = await call<{ realName: string }>(
      server.app,
      'GET',
      '/api/permission/Users/Current/BaseInfo',
      { token },
    );
    expect(info.data?.realName).toBe('重启后仍在');
    const hr = await server.db
      .selectFrom('position')
      .select('id')
      .where('id', '=', 'pos-hr')
      .executeTakeFirst();
    expect(hr).toBeUndefined();
  });
});

// Generous: a new data directory runs initdb, and the rest of the suite shares the two cores.
async function waitFor(
  check: () => boolean,
  what: string,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; it printed:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds)('a data folder that does not exist yet, on %s', (kind) => {
  it('is made at start, and the server signs in', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'formwork-new-data-'));
    const server = await startTestServer(kind, { dataDir: join(parent, 'not', 'there', 'yet') });
    try {
      expect(await signIn(server.app, 'admin', 'admin123')).toMatch(/^bearer /);
    } finally {
      await server.close();
      await rm(parent, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the PGlite data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-lifecycle-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves one process: a second fails fast with a clear message, and SIGTERM closes cleanly', async () => {
    const first = spawnServer(dataDir);
    await waitFor(
      () => first.output().includes('[formwork] ready at'),
      'the first server to start',
      first.output,
    );

    const second = spawnServer(dataDir);
    const [code] = await once(second.child, 'exit');
    expect(code).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Formwork server`);
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);

    first.child.kill('SIGTERM');
    const [exitCode] = await once(first.child, 'exit');
    expect(exitCode).toBe(0);

    // The lock went with the process, and the database it closed opens again intact.
    const reopened = await openDatabase({ dataDir });
    const admin = await reopened.db
      .selectFrom('users')
      .select('account')
      .where('account', '=', 'admin')
      .executeTakeFirst();
    await reopened.close();
    expect(admin?.account).toBe('admin');
  }, 150_000);
});
