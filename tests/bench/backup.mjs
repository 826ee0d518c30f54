// Backup and restore of 100,000 OnlineDev records (the OnlineDev List benchmark's rows, inserted
// the same way, into the demo leave model): the time of `npm run backup` on the stopped PGlite
// installation, the archive's size, and the time of `npm run restore` into an empty PGlite folder
// and, when PostgreSQL answers at BENCH_DATABASE_URL (an administrator connection), into an empty
// PostgreSQL database, whose backup is timed too. Needs the built server (`npm start` or
// `pnpm run build`). Run: node tests/bench/backup.mjs
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from './bench-server.mjs';
import { INSERT } from './online-dev-list.mjs';

const root = new URL('../..', import.meta.url).pathname;
const ROWS = Number(process.env.BENCH_BACKUP_ROWS ?? 100_000);
const MODEL = 'visualdev-leaveRequest';
const CLI = join(root, 'apps/server/dist/ops/backup/cli.js');

function run(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, output });
      else reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** Starts the built server once so that it migrates and seeds, then stops it. */
async function setUp(env) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/ready at/.test(output)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
}

/**
 * The server's app (it offers the backup endpoint) over the installation, answering a list request in
 * a loop while `npm run backup` (another process, refused the folder) asks it for the archive.
 */
async function backupWhileServing(dataDir, archive) {
  const dist = (path) => import(join(root, 'apps/server/dist', path));
  const [{ readConfig }, { openDatabase }, { buildApp }] = await Promise.all([
    dist('config.js'),
    dist('db/database.js'),
    dist('app.js'),
  ]);
  const config = { ...readConfig({ DATA_DIR: dataDir }), consoleDir: undefined };
  const database = await openDatabase(config);
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}`;
  try {
    const password = createHash('md5').update('admin123').digest('hex');
    const login = await fetch(`${url}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password, grant_type: 'password' }),
    });
    const token = (await login.json()).data.token;
    await new Promise((resolve) => setTimeout(resolve, 200)); // the access file is written
    let stop = false;
    let requests = 0;
    let failed = 0;
    let slowest = 0;
    const loop = (async () => {
      while (!stop) {
        const started = performance.now();
        const response = await fetch(`${url}/api/visualdev/OnlineDev/${MODEL}/List`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify({ currentPage: 1, pageSize: 20 }),
        });
        const answer = await response.json();
        slowest = Math.max(slowest, performance.now() - started);
        requests += 1;
        if (answer.code !== 200) failed += 1;
      }
    })();
    const backup = await run([CLI, 'backup', archive], { DATA_DIR: dataDir });
    stop = true;
    await loop;
    return { seconds: backup.seconds, requests, failed, slowest };
  } finally {
    await app.close();
    await database.close();
  }
}

async function fill(client) {
  await client.query(INSERT, [MODEL, ROWS]);
  const { rows } = await client.query('select count(*)::int as n from online_dev_record');
  return rows[0].n;
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const folder = await mkdtemp(join(tmpdir(), 'formwork-bench-backup-'));
const cleanups = [() => rm(folder, { recursive: true, force: true })];
try {
  const source = join(folder, 'source');
  await setUp({ DATA_DIR: source });
  const { startPgliteHost } = await import(join(root, 'apps/server/dist/db/pglite-host.js'));
  const host = await startPgliteHost(join(source, 'pglite'), 1);
  const client = new pg.Client(host.connection);
  await client.connect();
  const records = await fill(client).finally(() => client.end());
  await host.close();

  const running = await backupWhileServing(source, join(folder, 'running.tar.gz'));

  const archive = join(folder, 'pglite.tar.gz');
  const backup = await run([CLI, 'backup', archive], { DATA_DIR: source });
  const size = (await stat(archive)).size;
  const restore = await run([CLI, 'restore', archive], { DATA_DIR: join(folder, 'restored') });
  const lines = [
    `Backup and restore, ${records.toLocaleString('en')} OnlineDev records (plus the demo data)`,
    `  PGlite backup (server stopped)     ${backup.seconds.toFixed(1)} s, archive ${(size / 1024 / 1024).toFixed(1)} MiB`,
    `  restore into empty PGlite          ${restore.seconds.toFixed(1)} s`,
    `  PGlite backup, server running      ${running.seconds.toFixed(1)} s; meanwhile ${running.requests} list requests, ` +
      `${running.failed} failed, slowest ${running.slowest.toFixed(0)} ms (held while the snapshot is read)`,
  ];

  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl && (await postgresAnswers(adminUrl))) {
    const target = await createDatabase(adminUrl, 'formwork_bench_backup');
    cleanups.push(target.drop);
    const env = { DATABASE_URL: target.url, DATA_DIR: join(folder, 'pg-files') };
    const intoPostgres = await run([CLI, 'restore', archive], env);
    const pgArchive = join(folder, 'postgres.tar.gz');
    const pgBackup = await run([CLI, 'backup', pgArchive], env);
    const pgSize = (await stat(pgArchive)).size;
    lines.push(
      `  restore into empty PostgreSQL      ${intoPostgres.seconds.toFixed(1)} s`,
      `  PostgreSQL backup                  ${pgBackup.seconds.toFixed(1)} s, archive ${(pgSize / 1024 / 1024).toFixed(1)} MiB`,
    );
  }
  console.log(lines.join('\n'));
  console.log(`\nLast restore said:\n${restore.output.trim()}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
