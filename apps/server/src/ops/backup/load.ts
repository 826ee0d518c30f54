import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  BackupError,
  END_ENTRY,
  type EndMark,
  type Entry,
  FILE_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
  parseManifest,
  readEntries,
  readWhole,
  TABLE_PREFIX,
} from './archive.js';
import { userTables } from './dump.js';
import { knownMigrations, migrateTo } from './migrations.js';

/** The migration that creates the change stamps and their triggers; it may run again at any time. */
const STAMPS_MIGRATION = '20261201T0910-change-stamps';

/** Rows per INSERT, and the most JSON one INSERT carries. */
const INSERT_ROWS = 5000;
const INSERT_BYTES = 8 * 1024 * 1024;
const STORED_FILE = /^files\/content\/([0-9a-f]{2})\/([0-9a-f]{32})\/([1-9][0-9]{0,5})$/;
const TABLE_PART = /^db\/([a-z_][a-z0-9_]*)\/[0-9]{6}\.jsonl$/;

export interface RestoreTarget {
  db: Db;
  /** DATA_DIR/files, or undefined when the target keeps its files in an S3 bucket. */
  filesRoot: string | undefined;
  /** Replace a database that already holds tables (in the same transaction as the restore). */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: Record<string, number>;
  files: number;
  fileBytes: number;
  /** Stored files already present (same content), kept as they were. */
  filesKept: number;
  /** Things the operator must know, such as a start setting to keep. */
  notes: string[];
}

async function tableCount(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
  return rows[0]?.n ?? 0;
}

async function storedFileCount(filesRoot: string | undefined): Promise<number> {
  if (!filesRoot) return 0;
  const prefixes = await readdir(join(filesRoot, 'content')).catch(() => [] as string[]);
  return prefixes.length;
}

/** Every foreign key is checked at the end, so rows may come in any order (a user's manager). */
async function deferForeignKeys(db: Kysely<unknown>): Promise<Array<{ table: string; name: string }>> {
  const { rows } = await sql<{ table: string; name: string }>`
    select t.relname as table, c.conname as name from pg_constraint c
    join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and c.contype = 'f' and not c.condeferrable`.execute(db);
  for (const key of rows)
    await sql`alter table ${sql.table(key.table)} alter constraint ${sql.id(key.name)} deferrable initially deferred`.execute(
      db,
    );
  return rows;
}

/** Sequences owned by a column continue after the highest restored value. */
async function advanceSequences(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ sequence: string; table: string; column: string }>`
    select s.relname as sequence, t.relname as table, a.attname as column from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and d.deptype in ('a', 'i')`.execute(db);
  for (const row of rows)
    await sql`select setval(${sql.lit(`"${row.sequence.replaceAll('"', '""')}"`)}::regclass,
      coalesce((select max(${sql.ref(row.column)}) from ${sql.table(row.table)}), 0) + 1, false)`.execute(db);
}

async function insertableColumns(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select a.attname as name from pg_attribute a
    join pg_class t on t.oid = a.attrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and t.relname = ${table} and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '' order by a.attnum`.execute(db);
  return rows.map((row) => row.name);
}

async function insertRows(db: Kysely<unknown>, table: string, columns: string[], lines: string[]) {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(table)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${sql.table(table)}, cast(${`[${lines.join(',')}]`} as json))`.execute(
    db,
  );
}

/**
 * Restores an archive into an empty database (or, with `force`, one whose tables it drops), all in
 * one transaction: the migrations the archive records, its rows, a check of every foreign key,
 * and only then the commit. Files are written to a staging folder and moved into place just before
 * the commit; a failure removes what was moved, so nothing is ever left half-restored.
 */
export async function restoreArchive(input: Readable, target: RestoreTarget): Promise<RestoreResult> {
  const entries = readEntries(input)[Symbol.asyncIterator]() as AsyncIterator<Entry>;
  const first = await entries.next().catch((error: Error) => {
    throw error instanceof BackupError
      ? error
      : new BackupError(`The archive cannot be read: ${error.message}`);
  });
  if (first.done || first.value.header.name !== MANIFEST_ENTRY)
    throw new BackupError('This is not a Formwork backup archive (it does not start with its manifest).');
  const manifest = parseManifest(await readWhole(first.value, 1024 * 1024));

  const known = await knownMigrations();
  const names = Object.keys(known).sort();
  const unknown = manifest.migrations.filter((name) => !(name in known));
  if (unknown.length > 0)
    throw new BackupError(
      `The archive comes from a newer Formwork (migration ${unknown[0]} is unknown to this build). ` +
        'Restore it with that version or a later one.',
    );
  const last = manifest.migrations.at(-1);
  if (!last || manifest.migrations.some((name, index) => names[index] !== name))
    throw new BackupError('The archive lists migrations this build does not apply in that order.');
  if (manifest.files && !target.filesRoot)
    throw new BackupError(
      'The archive holds stored files but this installation keeps its files in S3 (FILE_S3_*). ' +
        'Restore without FILE_S3_* set, then copy DATA_DIR/files to the bucket with its own tools.',
    );

  if (!target.force) {
    const tables = await tableCount(target.db as Kysely<unknown>);
    if (tables > 0)
      throw new BackupError(
        `The target database is not empty (${tables} tables). Restore into an empty database, or add ` +
          '--force to replace its contents (npm run restore -- FILE --force).',
      );
    if ((await storedFileCount(target.filesRoot)) > 0)
      throw new BackupError(
        `The target already holds stored files (${target.filesRoot}). Restore into an empty data ` +
          'directory, or add --force (npm run restore -- FILE --force).',
      );
  }

  const staging = target.filesRoot
    ? join(target.filesRoot, `.restore-${randomBytes(6).toString('hex')}`)
    : '';
  const moved: string[] = [];
  const result: RestoreResult = { manifest, rows: {}, files: 0, fileBytes: 0, filesKept: 0, notes: [] };
  try {
    await target.db.connection().execute(async (connection) => {
      const db = connection as unknown as Kysely<unknown>;
      await sql`begin`.execute(db);
      try {
        await load(db);
        await sql`commit`.execute(db);
      } catch (error) {
        await sql`rollback`.execute(db).catch(() => undefined);
        throw error;
      }
    });
  } catch (error) {
    for (const folder of moved) await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
  return result;

  async function load(db: Kysely<unknown>): Promise<void> {
    if (target.force) {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`.execute(db);
      if (rows.length > 0)
        await sql`drop table if exists ${sql.join(rows.map((row) => sql.table(row.name)))} cascade`.execute(
          db,
        );
    }
    await migrateTo(db, known, last as string);
    const targetTables = new Set(await userTables(db as unknown as Db));
    const columns = new Map<string, string[]>();
    for (const table of manifest.tables) {
      if (!targetTables.has(table))
        throw new BackupError(`The archive has a table ${table} that its migrations do not create.`);
      columns.set(table, await insertableColumns(db, table));
      result.rows[table] = 0;
    }
    const deferred = await deferForeignKeys(db);
    // Loaded under the change-stamp triggers, every restored row would queue a trigger event for
    // the commit (tens of seconds for a modest archive on PGlite). They stay off while rows load;
    // afterwards the stamps' migration runs again, which recreates them and renews every stamp.
    for (const table of manifest.tables)
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);

    let end: EndMark | undefined;
    for (;;) {
      const next = await entries.next();
      if (next.done) break;
      const entry = next.value;
      const name = entry.header.name;
      if (end) throw new BackupError(`The archive is damaged: ${name} follows its end mark.`);
      if (name === END_ENTRY) {
        end = JSON.parse((await readWhole(entry, 1024 * 1024)).toString('utf8')) as EndMark;
        continue;
      }
      const table = TABLE_PART.exec(name)?.[1];
      if (name.startsWith(TABLE_PREFIX) && table && columns.has(table)) {
        result.rows[table] =
          (result.rows[table] ?? 0) + (await loadPart(db, table, columns.get(table) ?? [], entry));
        continue;
      }
      const file = STORED_FILE.exec(name);
      if (name.startsWith(FILE_PREFIX) && file && staging) {
        const path = join(staging, file[1] as string, file[2] as string, file[3] as string);
        await mkdir(dirname(path), { recursive: true });
        await pipeline(entry as unknown as Readable, createWriteStream(path));
        result.files += 1;
        result.fileBytes += entry.header.size ?? 0;
        continue;
      }
      throw new BackupError(`The archive is damaged: unexpected entry ${name}.`);
    }
    if (!end) throw new BackupError('The archive is incomplete: it stops before its end mark.');
    for (const table of manifest.tables)
      if (result.rows[table] !== end.rows[table])
        throw new BackupError(
          `The archive is damaged: ${table} has ${result.rows[table]} rows, its end mark says ${end.rows[table]}.`,
        );
    if (staging && result.files !== end.files)
      throw new BackupError(`The archive is damaged: ${result.files} files, its end mark says ${end.files}.`);

    await sql`set constraints all immediate`.execute(db);
    for (const key of deferred)
      await sql`alter table ${sql.table(key.table)} alter constraint ${sql.id(key.name)} not deferrable`.execute(
        db,
      );
    await advanceSequences(db);
    for (const table of manifest.tables)
      await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
    const stamps = manifest.migrations.includes(STAMPS_MIGRATION) ? known[STAMPS_MIGRATION] : undefined;
    if (stamps) await stamps.up(db);

    const markers = await sql<{ key: string }>`select key from sys_config where key = 'seed.demo'`
      .execute(db)
      .catch(() => ({ rows: [] }));
    if (markers.rows.length === 0)
      result.notes.push(
        'The original installation did not load the demo data: start this one with SEED_DEMO=0 as well, ' +
          'or its first start adds the demo data.',
      );

    if (staging && target.filesRoot) await moveIntoPlace(staging, join(target.filesRoot, 'content'));
  }

  /** Content folders are named by their md5: one already present holds the same bytes and stays. */
  async function moveIntoPlace(from: string, to: string): Promise<void> {
    for (const prefix of await readdir(from).catch(() => [] as string[])) {
      await mkdir(join(to, prefix), { recursive: true });
      for (const md5 of await readdir(join(from, prefix))) {
        const destination = join(to, prefix, md5);
        if (
          await stat(destination).then(
            () => true,
            () => false,
          )
        ) {
          result.filesKept += 1;
          continue;
        }
        await rename(join(from, prefix, md5), destination);
        moved.push(destination);
      }
    }
  }
}

async function loadPart(
  db: Kysely<unknown>,
  table: string,
  columns: string[],
  entry: Entry,
): Promise<number> {
  let rest = '';
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  // A chunk may end inside a multi-byte character (any Chinese text); the decoder carries it over.
  const decoder = new StringDecoder('utf8');
  const flush = async () => {
    if (batch.length === 0) return;
    await insertRows(db, table, columns, batch);
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= INSERT_ROWS || batchBytes >= INSERT_BYTES) await flush();
    }
  }
  rest += decoder.end();
  if (rest !== '') batch.push(rest);
  await flush();
  return rows;
}
