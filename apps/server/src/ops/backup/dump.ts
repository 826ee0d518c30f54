import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import tar from 'tar-stream';
import type { Db } from '../../db/database.js';
import {
  addEntry,
  BackupError,
  END_ENTRY,
  type EndMark,
  FILE_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  tablePart,
} from './archive.js';

/** Rows per FETCH: enough to keep round trips few, small enough to stay light in memory. */
const FETCH_ROWS = 2000;
/** A table's rows are cut into entries of about this size, since a tar entry states its size first. */
const PART_BYTES = 8 * 1024 * 1024;

type AddEntry = (name: string, body: Buffer | Readable, size?: number) => Promise<void>;

export interface BackupSource {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** DATA_DIR/files, or undefined when the files are in an S3 bucket. */
  filesRoot: string | undefined;
  /** Called once the database transaction has ended, before the files are copied. */
  afterSnapshot?: () => void;
}

export interface Backup {
  /** The gzip-compressed archive, produced as it is read. */
  stream: Readable;
  /** Settles once the last byte has been produced, with what went in. */
  done: Promise<EndMark>;
}

/** User tables, which the migrations created; Kysely's own two are rebuilt by the migrations. */
export async function userTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname not in ('kysely_migration', 'kysely_migration_lock')
    order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Streams the database, read in one read-only repeatable-read transaction so that every table
 * comes from the same snapshot, and then the stored files. Files are immutable and named by their
 * content, so copying them after the snapshot yields a superset of what its records name.
 */
export function backupStream(source: BackupSource): Backup {
  const pack = tar.pack();
  const gzip = createGzip();
  pack.pipe(gzip as unknown as NodeJS.WritableStream);
  // A reader that goes away (a client hanging up) must end the transaction: an entry it will never
  // take would otherwise hold the snapshot, and on PGlite the whole database, for ever.
  let abort: (error: Error) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    abort = reject;
  });
  aborted.catch(() => undefined);
  // Failures reach the caller through `done` and the stream's reader; an 'error' event with no
  // listener would end the process.
  pack.on('error', () => undefined);
  gzip.on('error', () => undefined);
  gzip.on('close', () => {
    if (!gzip.readableEnded) abort(new BackupError('The archive was not read to its end.'));
  });
  const add = (name: string, body: Buffer | Readable, size?: number) =>
    Promise.race([addEntry(pack, name, body, size), aborted]);
  const done = (async () => {
    const mark: EndMark = { rows: {}, files: 0, fileBytes: 0 };
    const snapshot = source.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        // Timestamps then read back the same on any server, whatever its time zone.
        await sql`set local timezone = 'UTC'`.execute(trx);
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
          .execute(trx)
          .catch(() => {
            throw new BackupError('The database holds no Formwork installation (no migrations applied).');
          });
        const tables = await userTables(trx as unknown as Db);
        const manifest: Manifest = {
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          source: source.kind,
          migrations: applied.rows.map((row) => row.name),
          tables,
          files: source.filesRoot !== undefined,
        };
        await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
        for (const table of tables) mark.rows[table] = await dumpTable(trx as unknown as Db, add, table);
      });
    await snapshot.finally(() => source.afterSnapshot?.());
    if (source.filesRoot) {
      const content = join(source.filesRoot, 'content');
      for await (const file of walk(content)) {
        const size = (await stat(file.path)).size;
        await add(`${FILE_PREFIX}content/${file.relative}`, createReadStream(file.path), size);
        mark.files += 1;
        mark.fileBytes += size;
      }
    }
    await add(END_ENTRY, Buffer.from(JSON.stringify(mark)));
    pack.finalize();
    return mark;
  })();
  done.catch((error: Error) => {
    pack.destroy(error);
    gzip.destroy(error);
  });
  return { stream: gzip, done };
}

async function dumpTable(trx: Db, add: AddEntry, table: string): Promise<number> {
  // row_to_json keeps every type's exact text form (timestamps with offset, jsonb as nested JSON),
  // which json_populate_recordset reads back into the same columns on PGlite or PostgreSQL.
  await sql`declare backup_rows no scroll cursor for
    select row_to_json(t)::text as line from ${sql.table(table)} t`.execute(trx);
  let rows = 0;
  let part = 0;
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    part += 1;
    await add(tablePart(table, part), Buffer.from(pending.join('')));
    pending = [];
    pendingBytes = 0;
  };
  for (;;) {
    const batch = await sql<{
      line: string;
    }>`fetch forward ${sql.raw(String(FETCH_ROWS))} from backup_rows`.execute(trx);
    if (batch.rows.length === 0) break;
    for (const { line } of batch.rows) {
      pending.push(`${line}\n`);
      pendingBytes += line.length + 1;
    }
    rows += batch.rows.length;
    if (pendingBytes >= PART_BYTES) await flush();
  }
  if (pending.length > 0) await flush();
  await sql`close backup_rows`.execute(trx);
  return rows;
}

/** Regular files under `root`, folders sorted and chunk files in numeric order. */
async function* walk(root: string, relative = ''): AsyncGenerator<{ path: string; relative: string }> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const entry of entries) {
    // A folder being merged is renamed in whole; its temporary names start with a dot.
    if (entry.name.startsWith('.')) continue;
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, path);
    else if (entry.isFile()) yield { path: join(root, path), relative: path };
  }
}
