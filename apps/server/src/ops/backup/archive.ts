// The backup archive: a gzip-compressed tar whose first entry describes it and whose last entry
// proves it was written to the end. Between them, each table's rows as JSON lines in parts of
// bounded size, then the stored files under the same relative paths as in DATA_DIR/files.
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';

export const FORMAT = 'formwork-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const END_ENTRY = 'end.json';
export const TABLE_PREFIX = 'db/';
export const FILE_PREFIX = 'files/';

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** The database the archive was taken from; restoring into the other kind is supported. */
  source: 'pglite' | 'postgres';
  /** Applied migrations, oldest first: the schema the rows fit. */
  migrations: string[];
  tables: string[];
  /** False when the files live in an S3 bucket, which its own tools back up. */
  files: boolean;
}

export interface EndMark {
  rows: Record<string, number>;
  files: number;
  fileBytes: number;
}

/** One entry of an archive being read: its header, then its bytes. */
export type Entry = AsyncIterable<Buffer> & { header: { name: string; size: number } };

/** Bad input the command reports in one line, without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The part name of a table's n-th slice of rows, e.g. db/users/000001.jsonl. */
export const tablePart = (table: string, part: number) =>
  `${TABLE_PREFIX}${table}/${String(part).padStart(6, '0')}.jsonl`;

/** Adds one entry and resolves once the archive's reader has taken it (backpressure). */
export function addEntry(pack: tar.Pack, name: string, body: Buffer | Readable, size?: number) {
  return new Promise<void>((resolve, reject) => {
    const length = Buffer.isBuffer(body) ? body.length : size;
    const sink = pack.entry({ name, size: length, mode: 0o644, mtime: new Date() }, (error) =>
      error ? reject(error) : resolve(),
    );
    // The entry's failure is reported through the callback; unlistened, its 'error' event would
    // end the process when the archive's reader goes away.
    sink.on('error', () => undefined);
    if (Buffer.isBuffer(body)) {
      sink.end(body);
      return;
    }
    body.on('error', (error) => {
      sink.destroy(error);
      reject(error);
    });
    body.pipe(sink as unknown as NodeJS.WritableStream);
  });
}

export function parseManifest(bytes: Buffer): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError('The archive is damaged: its manifest is not valid JSON.');
  }
  if (value.format !== FORMAT) throw new BackupError('This is not a Formwork backup archive.');
  if (value.version !== FORMAT_VERSION)
    throw new BackupError(
      `The archive has format version ${value.version}; this build reads version ${FORMAT_VERSION}.`,
    );
  if (!Array.isArray(value.migrations) || !Array.isArray(value.tables))
    throw new BackupError('The archive is damaged: its manifest lacks the migrations or tables.');
  return value as Manifest;
}

export async function readWhole(entry: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of entry) {
    size += part.length;
    if (size > limit) throw new BackupError('The archive is damaged: an entry is larger than expected.');
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/**
 * The archive's entries in order. A truncated or corrupt file fails the iteration (gzip checks its
 * CRC and length at the end), which the restore turns into a rollback.
 */
export function readEntries(input: Readable): AsyncIterable<Entry> {
  const gunzip = createGunzip();
  const extract = tar.extract();
  const fail = (error: Error) => {
    const message = /incorrect header check|unexpected end|invalid|unknown compression/i.test(error.message)
      ? `The archive is damaged or not a Formwork backup (${error.message}).`
      : error.message;
    extract.destroy(new BackupError(message));
  };
  input.on('error', fail);
  gunzip.on('error', fail);
  input.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  return extract as unknown as AsyncIterable<Entry>;
}
