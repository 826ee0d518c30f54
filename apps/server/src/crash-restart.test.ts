import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { FIRST_START_MARKER, FirstStartInterruptedError } from './db/first-start-marker.js';
import { createServer, type RunningServer } from './server.js';
import { type ServerProcess, serverReady, spawnServer } from './testing/server-process.js';
import { createPostgresDatabase, databaseKinds, loginForm } from './testing/test-server.js';

async function stop(started: ServerProcess): Promise<number | null> {
  if (started.child.exitCode !== null) return started.child.exitCode;
  started.child.kill('SIGTERM');
  const [code] = await once(started.child, 'exit');
  return code as number | null;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}

async function http<T>(
  port: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body });
  return (await response.json()) as Envelope<T>;
}

async function signInOver(port: number): Promise<string> {
  const answer = await http<{ token: string }>(port, 'POST', '/api/oauth/Login', {
    form: loginForm('admin', 'admin123'),
  });
  if (!answer.data) throw new Error(`sign-in failed: ${answer.msg}`);
  return answer.data.token;
}

const running: ServerProcess[] = [];
const track = (started: ServerProcess) => {
  running.push(started);
  return started;
};
afterAll(() => {
  for (const started of running) if (started.child.exitCode === null) started.child.kill('SIGKILL');
});

describe.each(databaseKinds)('a server killed with SIGKILL on %s', (kind) => {
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-crash-'));
    postgres = kind === 'postgres' ? await createPostgresDatabase('formwork_crash') : undefined;
  });
  afterEach(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts again at once, with every write it acknowledged before it died', async () => {
    const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
    const first = track(spawnServer(dataDir, env));
    const { port } = await serverReady(first);
    const token = await signInOver(port);
    const type = await http<{ id: string }>(port, 'POST', '/api/system/DictionaryType', {
      token,
      body: { fullName: '断电测试', enCode: 'crashTest' },
    });
    expect(type.code, type.msg).toBe(200);

    // Three clients write until the process dies under them; a write counts once its answer arrived.
    const acknowledged: string[] = [];
    let dead = false;
    const writer = async (client: number) => {
      for (let n = 0; !dead; n++) {
        const enCode = `c${client}n${n}`;
        try {
          const answer = await http(port, 'POST', '/api/system/DictionaryData', {
            token,
            body: { dictionaryTypeId: 'crashTest', fullName: enCode, enCode },
          });
          if (answer.code === 200) acknowledged.push(enCode);
        } catch {
          return;
        }
      }
    };
    const writers = [0, 1, 2].map(writer);
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    dead = true;
    await Promise.all(writers);

    const restarted = track(spawnServer(dataDir, env));
    const { port: again, ms } = await serverReady(restarted);
    console.log(`[crash-restart] ${kind}: ready ${ms} ms after the restart was spawned`);
    if (kind === 'pglite')
      expect(restarted.output()).toContain(`lock of process ${first.child.pid} is stale`);

    const items = await http<{ list: Array<{ enCode: string }> }>(
      again,
      'GET',
      '/api/system/DictionaryData/crashTest',
      { token: await signInOver(again) },
    );
    const stored = new Set(items.data?.list.map((item) => item.enCode));
    const lost = acknowledged.filter((enCode) => !stored.has(enCode));
    expect(lost).toEqual([]);

    if (kind === 'pglite') {
      // The lock still keeps out a second server while the restarted one runs.
      const second = track(spawnServer(dataDir));
      const [code] = await once(second.child, 'exit');
      expect(code).toBe(1);
      expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Formwork server`);
    }
    expect(await stop(restarted)).toBe(0);

    // For comparison: a start after a clean stop.
    const clean = track(spawnServer(dataDir, env));
    const { ms: cleanMs } = await serverReady(clean);
    console.log(`[crash-restart] ${kind}: ready ${cleanMs} ms after a clean stop`);
    expect(await stop(clean)).toBe(0);
    // Only a coarse bound: start times on a busy machine vary by many seconds. That the take-over
    // itself does not wait is timed in the lock's own tests.
    expect(ms).toBeLessThan(cleanMs + 15_000);
  }, 420_000);
});

describe('a first start that was interrupted', () => {
  let dataDir: string;
  const warn = vi.spyOn(console, 'warn');
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-first-'));
    warn.mockClear();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));
  afterAll(() => warn.mockRestore());
  const marker = () => join(dataDir, FIRST_START_MARKER);
  const config = () => ({ ...readConfig({}), dataDir, databaseUrl: undefined, consoleDir: undefined });

  it('is finished by the next start when the database opens, and marked complete', async () => {
    // The database was created, then the process stopped before migrations and seeds.
    const opened = await openDatabase({ dataDir });
    expect(opened.firstStart?.interrupted).toBe(false);
    await opened.close();
    await expect(stat(marker())).resolves.toBeDefined();

    const server = await createServer(config(), { logger: false });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('an interrupted first start'));
      await expect(stat(marker())).rejects.toThrow();
      const admin = await server.database.db
        .selectFrom('users')
        .select('account')
        .where('account', '=', 'admin')
        .executeTakeFirst();
      expect(admin?.account).toBe('admin');
    } finally {
      await server.close();
    }

    // A complete directory starts as any other: nothing more to finish, nothing said about it.
    warn.mockClear();
    const reopened = await createServer(config(), { logger: false });
    await reopened.close();
    expect(reopened.database.firstStart).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  }, 240_000);

  it('stops with a clear message when what it left cannot be opened, and deletes nothing', async () => {
    await writeFile(marker(), 'left by a first start\n');
    await mkdir(join(dataDir, 'pglite'));
    await writeFile(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const before = await readdir(dataDir, { recursive: true });

    await expect(createServer(config(), { logger: false })).rejects.toBeInstanceOf(
      FirstStartInterruptedError,
    );

    const started = track(spawnServer(dataDir));
    const [code] = await once(started.child, 'exit');
    expect(code).toBe(1);
    expect(started.output()).toContain(
      `The first start of Formwork in the data directory ${dataDir} was interrupted`,
    );
    expect(started.output()).toContain('Nothing has been deleted');
    expect(started.output()).toContain(`Move ${dataDir} aside`);

    // The lock's own folder aside, the directory is as the interrupted start left it.
    const after = await readdir(dataDir, { recursive: true });
    expect(after.filter((name) => !name.startsWith('formwork.lock')).sort()).toEqual(
      before.filter((name) => !name.startsWith('formwork.lock')).sort(),
    );
    expect(await readFile(join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(await readFile(marker(), 'utf8')).toBe('left by a first start\n');
  }, 240_000);

  it('killed at any moment is then either finished or reported, never wiped', async () => {
    const first = track(spawnServer(dataDir));
    // Killed once PGlite has begun writing its files, before the start-up can have finished.
    while (
      !(await stat(join(dataDir, 'pglite')).then(
        () => true,
        () => false,
      ))
    )
      await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    expect(first.output()).not.toContain('ready at');
    await expect(stat(marker())).resolves.toBeDefined();

    const next = track(spawnServer(dataDir));
    const outcome = await Promise.race([
      serverReady(next).then(() => 'ready'),
      once(next.child, 'exit').then(() => 'exited'),
    ]);
    if (outcome === 'ready') {
      expect(next.output()).toContain('an interrupted first start');
      await expect(stat(marker())).rejects.toThrow();
      expect(await stop(next)).toBe(0);
    } else {
      expect(next.output()).toContain('was interrupted');
      await expect(stat(marker())).resolves.toBeDefined();
      await expect(stat(join(dataDir, 'pglite'))).resolves.toBeDefined();
    }
  }, 240_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'servers starting together on one new PostgreSQL database',
  () => {
    it('all come up, one after the other; the migrations and the seeds run once', async () => {
      const postgres = await createPostgresDatabase('formwork_crash');
      const dataDir = await mkdtemp(join(tmpdir(), 'formwork-together-'));
      const config = { ...readConfig({}), dataDir, databaseUrl: postgres.url, consoleDir: undefined };
      const log = vi.spyOn(console, 'log');
      const starts = [0, 1, 2].map(() => createServer(config, { logger: false }));
      try {
        const servers = await Promise.all(starts);
        // They took turns: the later ones waited for the first to finish.
        expect(log).toHaveBeenCalledWith(
          expect.stringContaining('another server is starting on this database'),
        );
        const db = (servers[0] as RunningServer).database.db;
        const { rows: migrations } = await sql<{ name: string; n: number }>`
        select name, count(*)::int as n from kysely_migration group by name`.execute(db);
        const migrationFiles = (await readdir(new URL('./db/migrations/', import.meta.url))).filter(
          (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
        );
        expect(migrations).toHaveLength(migrationFiles.length);
        expect(migrations.filter((row) => row.n !== 1)).toEqual([]);
        const { rows: users } = await sql<{ account: string; n: number }>`
        select account, count(*)::int as n from users group by account`.execute(db);
        expect(users.map((row) => row.account)).toContain('admin');
        expect(users.filter((row) => row.n !== 1)).toEqual([]);
      } finally {
        log.mockRestore();
        const settled = await Promise.allSettled(starts);
        await Promise.all(
          settled.map((start) => (start.status === 'fulfilled' ? start.value.close() : undefined)),
        );
        await postgres.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 240_000);
  },
);
