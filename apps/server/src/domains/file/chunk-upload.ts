import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { IMAGE_EXTENSIONS } from '../../uploads/extensions.js';
import { contentTypeOf } from './content-types.js';
import type { FileConfig } from './file-config.js';
import { hasUploadedContent, recordFile, type StoredFileAnswer } from './file-records.js';
import type { FileStore, UploadKey } from './file-store.js';
import {
  acceptedExtension,
  acceptedType,
  newStoredName,
  refuseOddText,
  TYPE_MAX_BYTES,
} from './file-types.js';
import { md5OfChunks, type RunningHashes } from './running-hashes.js';
import { imageAgrees, SNIFF_BYTES } from './sniff.js';

const MIB = 1024 * 1024;

/** The fields every probe and chunk carries (simple-uploader's names; `filename` is its spelling). */
export interface ChunkFields {
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  identifier: string;
  totalChunks: number;
  extension: string;
  fileName?: string;
  filename?: string;
  fileType?: string;
}

export interface MergeFields {
  identifier: string;
  fileName: string;
  fileSize: number;
  extension: string;
  type: string;
  fileType?: string;
}

export interface ProbeAnswer {
  chunkNumbers: number[];
  merge: boolean;
  uploaded?: boolean;
}

/** Chunks of one person are kept apart from another's by a digest of the user id. */
export function uploadKey(userId: string, identifier: string): UploadKey {
  return {
    owner: createHash('sha256').update(userId).digest('hex').slice(0, 32),
    identifier: identifier.toLowerCase(),
  };
}

const keyText = (upload: UploadKey) => `${upload.owner}/${upload.identifier}`;

/** The checks of a probe and a chunk, before anything is read or stored. */
export function checkChunkFields(fields: ChunkFields, config: FileConfig): void {
  refuseOddText('identifier', fields.identifier);
  refuseOddText('fileName', fields.fileName);
  refuseOddText('filename', fields.filename);
  if (fields.fileType?.includes('\u0000')) throw badField('fileType', 'validation.noNul');
  acceptedExtension(fields.extension);
  if (fields.totalSize > config.maxFileBytes)
    throw badField('totalSize', 'file.tooLarge', { megabytes: Math.floor(config.maxFileBytes / MIB) });
  if (fields.chunkSize > config.chunkBytes)
    throw badField('chunkSize', 'file.chunkTooLarge', { bytes: config.chunkBytes });
  // Without forceChunkSize the uploader folds the remainder into the last chunk, so there are
  // floor(total / size) chunks and the last is up to twice the size; with it, ceil(total / size).
  const mostChunks = Math.max(1, Math.ceil(fields.totalSize / fields.chunkSize));
  if (fields.totalChunks > mostChunks)
    throw badField('totalChunks', 'file.tooManyChunks', { max: mostChunks });
  if (fields.chunkNumber > fields.totalChunks) throw badField('chunkNumber', 'file.chunkNumberTooLarge');
  if (fields.currentChunkSize > Math.min(fields.totalSize, 2 * fields.chunkSize - 1))
    throw badField('currentChunkSize', 'file.chunkOverSize');
}

/**
 * The chunks stored so far, or `uploaded` when the user may finish at once: the content is stored
 * and they uploaded it themselves before. Anyone else sends the bytes (which the merge checks
 * against the md5) even when the store already holds them; the store still keeps one copy.
 */
export async function probe(
  db: Db,
  store: FileStore,
  userId: string,
  upload: UploadKey,
  fields: Pick<ChunkFields, 'totalChunks' | 'totalSize'>,
): Promise<ProbeAnswer> {
  const instant =
    (await hasUploadedContent(db, userId, upload.identifier, fields.totalSize)) &&
    (await store.hasContent(upload.identifier));
  if (instant) return { chunkNumbers: [], merge: true, uploaded: true };
  return chunkState(store, upload, fields.totalChunks);
}

async function chunkState(store: FileStore, upload: UploadKey, totalChunks: number): Promise<ProbeAnswer> {
  const chunkNumbers = (await store.chunkNumbers(upload)).sort((a, b) => a - b);
  const complete = chunkNumbers.filter((number) => number <= totalChunks).length === totalChunks;
  return { chunkNumbers, merge: complete };
}

/** Stores one chunk; a chunk already stored is answered as stored, whatever was sent again. */
export async function storeChunk(
  store: FileStore,
  hashes: RunningHashes | undefined,
  upload: UploadKey,
  fields: ChunkFields,
  body: Readable,
): Promise<ProbeAnswer> {
  const tap = hashes?.tap(keyText(upload), fields.chunkNumber);
  let stored = false;
  try {
    const result = await store.putChunk(upload, fields.chunkNumber, body, fields.currentChunkSize, tap?.see);
    stored = result === 'stored';
  } finally {
    tap?.settle(stored);
  }
  const state = await chunkState(store, upload, fields.totalChunks);
  hashes?.catchUp(keyText(upload), new Set(state.chunkNumbers), (number) => store.readChunk(upload, number));
  return state;
}

/** The first bytes of stored content, for sniffing a picture uploaded before. */
async function contentHead(
  store: FileStore,
  md5: string,
): Promise<{ size: number; head: Buffer } | undefined> {
  const content = await store.readContent(md5);
  if (!content) return undefined;
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of content.stream as AsyncIterable<Buffer>) {
    parts.push(part);
    length += part.length;
    if (length >= SNIFF_BYTES) break;
  }
  content.stream.destroy();
  return { size: content.size, head: Buffer.concat(parts).subarray(0, SNIFF_BYTES) };
}

/** The picture type the bytes are, refusing pictures whose bytes are not what the extension says. */
function sniffedType(extension: string, head: Buffer): string | undefined {
  if (!IMAGE_EXTENSIONS.has(extension)) return undefined;
  const mime = imageAgrees(head, extension);
  if (!mime) throw badField('extension', 'file.notImageContent', { extension });
  return mime;
}

/**
 * Joins the chunks into a stored file after checking the md5 of the whole against the identifier,
 * or, when the user uploaded that content before (instant upload), shares it. Either way the
 * upload gets a row and a name of its own.
 */
export async function merge(
  db: Db,
  store: FileStore,
  hashes: RunningHashes | undefined,
  userId: string,
  fields: MergeFields,
  config: FileConfig,
  /** The site's allowed extensions (系统配置). */
  site?: ReadonlySet<string>,
): Promise<StoredFileAnswer> {
  refuseOddText('identifier', fields.identifier);
  refuseOddText('fileName', fields.fileName);
  const type = acceptedType(fields.type);
  const extension = acceptedExtension(fields.extension, type, site);
  const maxBytes = Math.min(config.maxFileBytes, TYPE_MAX_BYTES.get(type) ?? Infinity);
  if (fields.fileSize > maxBytes)
    throw badField('fileSize', 'file.tooLarge', { megabytes: Math.floor(maxBytes / MIB) });
  const upload = uploadKey(userId, fields.identifier);
  const md5 = upload.identifier;

  let head: Buffer;
  const stored = (await hasUploadedContent(db, userId, md5)) ? await contentHead(store, md5) : undefined;
  if (stored) {
    if (stored.size !== fields.fileSize) throw badField('fileSize', 'file.sizeDiffersFromStored');
    head = stored.head;
    hashes?.forget(keyText(upload));
    await store.removeChunks(upload);
  } else {
    // The bytes were sent: they are checked against the md5 even when the store holds that
    // content already (committing then keeps the stored copy and drops the chunks).
    const sizes = await store.listChunks(upload);
    let count = 0;
    let total = 0;
    while (sizes.has(count + 1)) total += sizes.get(++count) ?? 0;
    if (count === 0) throw badField('identifier', 'file.noChunks');
    if (total !== fields.fileSize) throw badField('fileSize', 'file.chunksIncomplete');
    const readChunk = (number: number) => store.readChunk(upload, number);
    const actual = hashes
      ? await hashes.digest(keyText(upload), count, readChunk)
      : await md5OfChunks(count, readChunk);
    if (actual !== md5) {
      await store.removeChunks(upload);
      throw badField('identifier', 'file.md5Mismatch');
    }
    head = await store.readChunkHead(upload, 1, SNIFF_BYTES);
    try {
      sniffedType(extension, head);
    } catch (error) {
      await store.removeChunks(upload);
      throw error;
    }
    await store.commitChunks(upload, md5, count);
  }
  return recordFile(db, {
    name: newStoredName(extension),
    type,
    md5,
    size: fields.fileSize,
    extension,
    fileName: fields.fileName,
    contentType: contentTypeOf(extension, sniffedType(extension, head)),
    creatorUserId: userId,
  });
}

/** A file sent whole in one request (pictures, avatars): checked, stored once by md5, recorded. */
export async function storeWhole(
  db: Db,
  store: FileStore,
  userId: string,
  type: string,
  fileName: string,
  body: Buffer,
  /** The site's allowed extensions (系统配置). */
  site?: ReadonlySet<string>,
): Promise<StoredFileAnswer> {
  refuseOddText('fileName', fileName);
  const dot = fileName.lastIndexOf('.');
  const extension = acceptedExtension(dot < 0 ? '' : fileName.slice(dot + 1), acceptedType(type), site);
  if (body.length === 0) throw badField('file', 'file.empty');
  const contentType = contentTypeOf(extension, sniffedType(extension, body.subarray(0, SNIFF_BYTES)));
  const md5 = createHash('md5').update(body).digest('hex');
  await store.putContent(md5, body);
  return recordFile(db, {
    name: newStoredName(extension),
    type,
    md5,
    size: body.length,
    extension,
    fileName,
    contentType,
    creatorUserId: userId,
  });
}
