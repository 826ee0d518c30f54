import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { type Config, readConfig } from '../../config.js';
import { type OpenDatabase, openDatabase } from '../../db/database.js';
import {
  type ChunkPlan,
  md5Of,
  planChunks,
  type StoredFile,
  sendMultipart,
} from '../../domains/file/test-fixtures.js';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { createServer, type RunningServer } from '../../server.js';
import {
  call,
  type DatabaseKind,
  databaseKinds,
  signIn,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';
import { MANIFEST_ENTRY } from './archive.js';
import { main, runBackup, runRestore } from './cli.js';
import { backupStream } from './dump.js';
import { knownMigrations } from './migrations.js';
import { BACKUP_ACCESS_FILE, BACKUP_PATH, BACKUP_TOKEN_HEADER } from './routes.js';

// A restore into PGlite loads, checks and commits a whole installation: 15-25 s on a two-core
// machine, more while other suites run beside it.
vi.setConfig({ testTimeout: 120_000 });

const CHUNK = 1024;
const fileSettings = { ...readConfig({}).file, chunkBytes: CHUNK };
const LIST = `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}/List`;
const BASE_INFO = '/api/permission/Users/Current/BaseInfo';
const quiet = () => undefined;

interface Target {
  config: Config;
  drop(): Promise<void>;
}

/** An empty installation of the given kind: a new folder, and for PostgreSQL a new database. */
async function emptyTarget(kind: DatabaseKind): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'formwork-restore-'));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    name = `formwork_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config: Config = {
    ...readConfig({}),
    dataDir,
    databaseUrl,
    consoleDir: undefined,
    file: fileSettings,
  };
  return {
    config,
    async drop() {
      await rm(dataDir, { recursive: true, force: true });
      if (!name) return;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function tablesIn(config: Config): Promise<number> {
  const database = await openDatabase(config);
  try {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_tables where schemaname = 'public'`.execute(database.db);
    return rows[0]?.n ?? -1;
  } finally {
    await database.close();
  }
}

async function storedFolders(config: Config): Promise<string[]> {
  const content = join(config.dataDir, 'files', 'content');
  const prefixes = await readdir(content).catch(() => [] as string[]);
  return prefixes.filter((name) => !name.startsWith('.'));
}

/** What a client sees: the administrator's profile, every leave record, a stored file's bytes. */
async function answers(app: RunningServer['app'] | TestServer['app'], token: string, fileName: string) {
  const profile = await call<{ realName: string; account: string }>(app, 'GET', BASE_INFO, { token });
  const list = await call<{ list: unknown[]; pagination: { total: number } }>(app, 'POST', LIST, {
    token,
    body: { currentPage: 1, pageSize: 100 },
  });
  const link = await call<{ url: string }>(app, 'GET', `/api/file/Download/annex/${fileName}`, { token });
  const download = await app.inject({ method: 'GET', url: link.data?.url as string });
  return {
    profile: { code: profile.code, realName: profile.data?.realName, account: profile.data?.account },
    list: list.data,
    fileMd5: download.statusCode === 200 ? md5Of(download.rawPayload) : `HTTP ${download.statusCode}`,
  };
}

describe.each(databaseKinds)('backup of a populated installation on %s', (kind) => {
  let source: TestServer;
  let token: string;
  let stored: StoredFile;
  let fileBytes: Buffer;
  let expected: Awaited<ReturnType<typeof answers>>;
  let archive: string;
  const work: string[] = [];

  beforeAll(async () => {
    source = await startTestServer(kind, { file: fileSettings });
    token = await signIn(source.app, 'admin', 'admin123');
    // A stored file of three chunks, uploaded as the web client does.
    fileBytes = randomBytes(2 * CHUNK + 700);
    const plan: ChunkPlan = planChunks(fileBytes, CHUNK, '备份.txt');
    for (let number = 1; number <= plan.totalChunks; number++) {
      const { bytes, fields } = plan.chunk(number);
      const sent = await sendMultipart(source.app, '/api/file/chunk', token, fields, {
        name: '备份.txt',
        bytes,
      });
      expect(sent.code, sent.msg).toBe(200);
    }
    const merged = await sendMultipart<StoredFile>(source.app, '/api/file/merge', token, {
      identifier: plan.identifier,
      fileName: '备份.txt',
      fileSize: String(fileBytes.length),
      fileType: 'text/plain',
      extension: 'txt',
      type: 'annex',
    });
    expect(merged.code, merged.msg).toBe(200);
    stored = merged.data as StoredFile;
    // A new record, a deleted demo record (a second seeding would bring it back), a renamed user.
    const created = await call(source.app, 'POST', `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}`, {
      token,
      body: {
        data: JSON.stringify({
          applicant: '备份测试',
          leaveType: 'annual',
          startDate: Date.UTC(2026, 5, 1),
          days: 2,
          dailyAllowance: 50,
          urgent: 0,
          reason: '换行\n与 "引号"',
          handover: [{ task: '交接', mobile: '13900000000' }],
        }),
      },
    });
    expect(created.code, created.msg).toBe(200);
    const removed = await call(
      source.app,
      'DELETE',
      `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}/leave-demo-01`,
      {
        token,
      },
    );
    expect(removed.code, removed.msg).toBe(200);
    const renamed = await call(source.app, 'PUT', BASE_INFO, { token, body: { realName: '备份管理员' } });
    expect(renamed.code, renamed.msg).toBe(200);
    expected = await answers(source.app, token, stored.name);
    expect(expected.profile.realName).toBe('备份管理员');
    expect(expected.list?.pagination.total).toBe(30);
    expect(expected.fileMd5).toBe(md5Of(fileBytes));
  });

  afterAll(async () => {
    await source?.close();
    for (const path of work) await rm(path, { recursive: true, force: true });
  });

  it('knows exactly the migrations the server applies', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      source.db,
    );
    expect(Object.keys(await knownMigrations()).sort()).toEqual(rows.map((row) => row.name));
  });

  it('backs up while the server keeps answering', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'formwork-archive-'));
    work.push(folder);
    archive = join(folder, 'backup.tar.gz');
    // On PGlite the server holds the folder, so the command asks the server through its endpoint;
    // here a server app over the same database listens for it.
    const app = await buildApp({ db: source.db, config: source.config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      // The server writes its access file once listening (onListen runs after listen resolves).
      const accessFile = join(source.config.dataDir, BACKUP_ACCESS_FILE);
      for (let i = 0; i < 100 && !(await stat(accessFile).catch(() => undefined)); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await stat(accessFile)).mode & 0o777).toBe(0o600);
      expect((await fetch(`${url}${BACKUP_PATH}`)).status).toBe(403);

      // Clients keep reading lists (parameterised statements, two at once per request) throughout.
      let stop = false;
      const during: string[] = [];
      const client = async () => {
        while (!stop) {
          const response = await fetch(`${url}${LIST}`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify({
              currentPage: 1,
              pageSize: 5,
              queryJson: JSON.stringify({ leaveType: 'sick' }),
            }),
          });
          const page = (await response.json()) as { code: number; msg: string };
          during.push(`${page.code} ${page.code === 200 ? '' : page.msg}`.trim());
        }
      };
      const clients = [client(), client(), client(), client()];
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines: string[] = [];
      for (let round = 0; round < 3; round++) {
        await rm(archive, { force: true });
        await runBackup(source.config, archive, (line) => lines.push(line));
      }
      // A client that hangs up mid-archive ends the backup; the server goes on, and backs up again.
      const access = JSON.parse(await readFile(accessFile, 'utf8')) as { token: string };
      const hangUp = new AbortController();
      const partial = await fetch(`${url}${BACKUP_PATH}`, {
        headers: { [BACKUP_TOKEN_HEADER]: access.token },
        signal: hangUp.signal,
      });
      expect(partial.status).toBe(200);
      await partial.body?.getReader().read();
      hangUp.abort();
      await runBackup(source.config, join(folder, 'after-hang-up.tar.gz'), quiet);
      stop = true;
      await Promise.all(clients);
      expect(during.length).toBeGreaterThan(10);
      expect(during.filter((answer) => answer !== '200')).toEqual([]);
      if (kind === 'pglite') expect(lines.join('\n')).toMatch(/asking it for the archive/);
      expect((await stat(archive)).size).toBeGreaterThan(1000);
    } finally {
      await app.close();
    }
    // The access file goes with the server.
    await expect(stat(join(source.config.dataDir, BACKUP_ACCESS_FILE))).rejects.toThrow();
    expect((await readdir(folder)).sort()).toEqual(['after-hang-up.tar.gz', 'backup.tar.gz']);
  });

  it.each(databaseKinds)(
    'restores into an empty %s installation with the same answers and bytes',
    async (to) => {
      const target = await emptyTarget(to);
      try {
        await runRestore(target.config, archive, false, quiet);
        let restored = await createServer(target.config, { logger: false });
        try {
          // The session was restored too: the same token signs the same administrator in.
          expect(await answers(restored.app, token, stored.name)).toEqual(expected);
          // A second start neither seeds again nor changes anything.
          await restored.close();
          restored = await createServer(target.config, { logger: false });
          expect(await answers(restored.app, token, stored.name)).toEqual(expected);
        } finally {
          await restored.close();
        }
        // The target now holds data: a second restore is refused, and changes nothing.
        await expect(runRestore(target.config, archive, false, quiet)).rejects.toThrow(/not empty/);
        // --force replaces it in one transaction.
        await runRestore(target.config, archive, true, quiet);
        restored = await createServer(target.config, { logger: false });
        try {
          expect(await answers(restored.app, token, stored.name)).toEqual(expected);
          // Rows were loaded with the change-stamp triggers off: they are on again, so a kept
          // list total follows the next write.
          const added = await call(restored.app, 'POST', `/api/visualdev/OnlineDev/${LEAVE_MODEL_ID}`, {
            token,
            body: {
              data: JSON.stringify({
                applicant: '恢复之后',
                leaveType: 'sick',
                startDate: Date.UTC(2026, 6, 1),
                days: 1,
                reason: '恢复之后的第一条',
              }),
            },
          });
          expect(added.code, added.msg).toBe(200);
          const after = await answers(restored.app, token, stored.name);
          expect(after.list).toMatchObject({ pagination: { total: expected.list?.pagination.total + 1 } });
        } finally {
          await restored.close();
        }
      } finally {
        await target.drop();
      }
    },
  );

  it('ends its transaction when the archive is not read to its end', async () => {
    // Nothing reads the archive, so the tables fill its buffers and the dump waits mid-transaction.
    const backup = backupStream({ db: source.db, kind, filesRoot: undefined });
    await new Promise((resolve) => setTimeout(resolve, 300));
    backup.stream.destroy();
    await expect(backup.done).rejects.toThrow(/not read to its end/);
    const page = await call(source.app, 'POST', LIST, { token, body: { currentPage: 1, pageSize: 5 } });
    expect(page.code).toBe(200);
  });

  it('backs up the database only when the files are in S3, and restores such an archive', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'formwork-archive-'));
    work.push(folder);
    const databaseOnly = join(folder, 'database-only.tar.gz');
    const backup = backupStream({ db: source.db, kind, filesRoot: undefined });
    await Promise.all([pipeline(backup.stream, createWriteStream(databaseOnly)), backup.done]);
    const s3 = {
      endpoint: 'http://127.0.0.1:9',
      bucket: 'formwork',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    };
    const target = await emptyTarget('pglite');
    target.config.file = { ...fileSettings, s3 };
    try {
      // An archive with files cannot go to an installation whose files are in a bucket.
      await expect(runRestore(target.config, archive, false, quiet)).rejects.toThrow(/S3/);
      expect(await tablesIn(target.config)).toBe(0);
      const lines: string[] = [];
      await runRestore(target.config, databaseOnly, false, (line) => lines.push(line));
      expect(lines.join('\n')).toMatch(/the archive held the database only/);
      expect(await tablesIn(target.config)).toBeGreaterThan(10);
      expect(await storedFolders(target.config)).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it('refuses a damaged archive and leaves the target empty', async () => {
    const whole = await readFile(archive);
    const folder = await mkdtemp(join(tmpdir(), 'formwork-archive-'));
    work.push(folder);
    const truncated = join(folder, 'truncated.tar.gz');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const target = await emptyTarget(kind);
    try {
      await expect(runRestore(target.config, truncated, false, quiet)).rejects.toThrow(/damaged|incomplete/);
      expect(await tablesIn(target.config)).toBe(0);
      expect(await storedFolders(target.config)).toEqual([]);
      // The command says so in one line and exits non-zero.
      const garbage = join(folder, 'garbage.tar.gz');
      await writeFile(garbage, 'not an archive');
      const errors: string[] = [];
      const original = console.error;
      console.error = (line: string) => errors.push(line);
      const previous = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
      process.env.DATA_DIR = target.config.dataDir;
      if (target.config.databaseUrl) process.env.DATABASE_URL = target.config.databaseUrl;
      try {
        expect(await main(['restore', garbage])).toBe(1);
        expect(await main(['restore', join(folder, 'missing.tar.gz')])).toBe(1);
      } finally {
        console.error = original;
        for (const [key, value] of Object.entries(previous))
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
      }
      expect(errors).toHaveLength(2);
      expect(errors[0]).toMatch(/damaged or not a Formwork backup/);
      expect(errors[1]).toMatch(/No archive at/);
      expect(await tablesIn(target.config)).toBe(0);

      // --force with a damaged archive leaves a restored installation exactly as it was.
      await runRestore(target.config, archive, false, quiet);
      const tables = await tablesIn(target.config);
      const folders = await storedFolders(target.config);
      await expect(runRestore(target.config, truncated, true, quiet)).rejects.toThrow(/damaged|incomplete/);
      expect(await tablesIn(target.config)).toBe(tables);
      expect(await storedFolders(target.config)).toEqual(folders);
      const restored = await createServer(target.config, { logger: false });
      try {
        expect(await answers(restored.app, token, stored.name)).toEqual(expected);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });
});

describe('an archive from a newer version', () => {
  let target: Target;
  let database: OpenDatabase | undefined;
  beforeAll(async () => {
    target = await emptyTarget('pglite');
  });
  afterAll(async () => {
    await database?.close();
    await target.drop();
  });

  it('is refused before anything is written', async () => {
    const migrations = [...Object.keys(await knownMigrations()).sort(), '29991231T2359-from-the-future'];
    const pack = tar.pack();
    const manifest = {
      format: 'formwork-backup',
      version: 1,
      source: 'pglite',
      migrations,
      tables: [],
      files: true,
    };
    pack.entry({ name: MANIFEST_ENTRY }, JSON.stringify(manifest));
    pack.finalize();
    const file = join(target.config.dataDir, '..', `future-${randomBytes(4).toString('hex')}.tar.gz`);
    await pipeline(pack as unknown as NodeJS.ReadableStream, createGzip(), createWriteStream(file));
    try {
      await expect(runRestore(target.config, file, false, quiet)).rejects.toThrow(/newer Formwork/);
      expect(await tablesIn(target.config)).toBe(0);
    } finally {
      await rm(file, { force: true });
    }
  });
});
