// `npm run backup [FILE]` and `npm run restore FILE [--force]`.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { type Config, readConfig } from '../../config.js';
import { DataDirInUseError } from '../../db/data-dir-lock.js';
import { type OpenDatabase, openDatabase } from '../../db/database.js';
import { keepNewFilesPrivate } from '../private-files/private-files.js';
import { BackupError } from './archive.js';
import { backupStream } from './dump.js';
import { restoreArchive } from './load.js';
import { BACKUP_ACCESS_FILE, BACKUP_PATH, BACKUP_TOKEN_HEADER, type BackupAccess } from './routes.js';

type Log = (line: string) => void;

const S3_NOTE =
  'Note: stored files are in the S3 bucket (FILE_S3_*); this archive holds the database only. ' +
  "Back the bucket up with the store's own tools (versioning, replication, or a sync of the bucket).";

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function defaultName(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `formwork-backup-${stamp}.tar.gz`;
}

/** Asks the running server for the archive: it alone may open its PGlite folder. */
async function fromRunningServer(config: Config): Promise<Readable> {
  const raw = await readFile(join(config.dataDir, BACKUP_ACCESS_FILE), 'utf8').catch(() => undefined);
  if (!raw)
    throw new BackupError(
      `A server is using ${config.dataDir}, but it has not written ${BACKUP_ACCESS_FILE} there ` +
        '(a version without backups, or it is not listening yet). Stop it and run the backup again.',
    );
  const access = JSON.parse(raw) as BackupAccess;
  let response: Response;
  try {
    response = await fetch(`${access.url}${BACKUP_PATH}`, {
      headers: { [BACKUP_TOKEN_HEADER]: access.token },
    });
  } catch (error) {
    throw new BackupError(`The running server did not answer at ${access.url}: ${(error as Error).message}`);
  }
  if (response.status === 404)
    throw new BackupError('The running server does not offer backups (its build lacks the backup endpoint).');
  if (!response.ok || !response.body)
    throw new BackupError(`The running server refused the backup: HTTP ${response.status}.`);
  return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
}

export async function runBackup(config: Config, file: string | undefined, log: Log): Promise<string> {
  const target = resolve(process.env.INIT_CWD || process.cwd(), file ?? defaultName());
  if (existsSync(target)) throw new BackupError(`${target} exists already; name another file.`);
  const filesRoot = config.file.s3 ? undefined : join(config.dataDir, 'files');
  const started = performance.now();
  let database: OpenDatabase | undefined;
  let source: Readable;
  let done: Promise<unknown> = Promise.resolve();
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite')))
    throw new BackupError(`${config.dataDir} holds no Formwork installation (no pglite folder).`);
  try {
    database = await openDatabase(config);
    const backup = backupStream({ db: database.db, kind: database.kind, filesRoot });
    source = backup.stream;
    done = backup.done;
    log(`Backing up ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir} ...`);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    log('The server is running: asking it for the archive ...');
    source = await fromRunningServer(config);
  }
  // Written under a temporary name and renamed when complete: a failed backup leaves no file that
  // looks like an archive.
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await Promise.all([pipeline(source, createWriteStream(partial, { mode: 0o600 })), done]);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error instanceof BackupError
      ? error
      : new BackupError(`The backup failed: ${(error as Error).message}`);
  } finally {
    await database?.close();
  }
  const size = (await stat(target)).size;
  log(`Wrote ${target}: ${mib(size)} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  if (config.file.s3) log(S3_NOTE);
  return target;
}

export async function runRestore(config: Config, file: string, force: boolean, log: Log): Promise<void> {
  const archive = resolve(process.env.INIT_CWD || process.cwd(), file);
  const info = await stat(archive).catch(() => undefined);
  if (!info?.isFile()) throw new BackupError(`No archive at ${archive}.`);
  const started = performance.now();
  let database: OpenDatabase;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new BackupError(`A server is using ${config.dataDir}: stop it before restoring into it.`);
    throw error;
  }
  if (force)
    log(
      '--force: the existing tables are dropped and replaced inside the restore transaction, so a ' +
        'failure leaves the database as it was. Stored files already present are kept (same name, same ' +
        'bytes); files no restored record names stay on disk, unused.',
    );
  try {
    const result = await restoreArchive(createReadStream(archive), {
      db: database.db,
      filesRoot: config.file.s3 ? undefined : join(config.dataDir, 'files'),
      force,
    });
    // The data directory is now set up, as a first start would leave it.
    await database.firstStart?.complete();
    const rows = Object.values(result.rows).reduce((sum, n) => sum + n, 0);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    log(
      `Restored ${rows} rows in ${result.manifest.tables.length} tables and ${result.files} stored file ` +
        `parts (${mib(result.fileBytes)}) into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (!result.manifest.files) log(S3_NOTE.replace('this archive holds', 'the archive held'));
    for (const note of result.notes) log(`Note: ${note}`);
    log('Start the server as usual (npm start): it applies any migrations newer than the archive.');
  } finally {
    await database.close();
  }
}

// npm keeps options before or without `--` for itself, so --force is shown after `--`.
const USAGE = 'Usage: npm run backup [FILE]   |   npm run restore -- FILE [--force]';

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((arg) => arg !== '--force');
  const unknownFlag = args.find((arg) => arg.startsWith('-'));
  // The archive holds every account, and a restore writes the database and the stored files.
  keepNewFilesPrivate();
  try {
    if (unknownFlag) throw new BackupError(`Unknown option ${unknownFlag}. ${USAGE}`);
    const config = readConfig();
    if (command === 'backup' && args.length <= 1 && !force) {
      await runBackup(config, args[0], console.log);
      return 0;
    }
    if (command === 'restore' && args.length === 1 && args[0]) {
      await runRestore(config, args[0], force, console.log);
      return 0;
    }
    throw new BackupError(USAGE);
  } catch (error) {
    // Known refusals are one line; anything else too, with the stack only when asked for.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[formwork] ${message}`);
    if (process.env.FORMWORK_DEBUG && error instanceof Error) console.error(error.stack);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Exits explicitly: the PGlite worker and pool timers would otherwise keep the process alive.
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
