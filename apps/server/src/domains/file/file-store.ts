import type { Readable } from 'node:stream';

/** One person's upload of one file: chunks of two people never mix, even for the same content. */
export interface UploadKey {
  /** A fixed-length digest of the user's id, safe in a path and a key whatever the id holds. */
  owner: string;
  /** The md5 of the whole file, as the client computed it: 32 lower-case hex digits. */
  identifier: string;
}

export class ChunkSizeMismatch extends Error {
  override name = 'ChunkSizeMismatch';
  constructor(readonly received: number) {
    super(`received ${received} bytes`);
  }
}

/**
 * Where chunks and files live: the local disk under DATA_DIR, or an S3-compatible store that
 * several server instances share. Stored content is keyed by its md5, so records holding the
 * same file share one copy.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores chunk `number` from `body` unless it is already stored ('present'); refuses with
   * ChunkSizeMismatch, storing nothing, when the body does not carry exactly `bytes` bytes.
   * A chunk appears whole or not at all, even if the process dies while writing it. `see` is
   * shown each piece written, in order (to hash the file as it arrives).
   */
  putChunk(
    upload: UploadKey,
    number: number,
    body: Readable,
    bytes: number,
    see?: (part: Buffer) => void,
  ): Promise<'stored' | 'present'>;
  /** The numbers of the stored chunks, in no particular order (answered after every chunk: cheap). */
  chunkNumbers(upload: UploadKey): Promise<number[]>;
  /** The stored chunks, by number, with their sizes. */
  listChunks(upload: UploadKey): Promise<Map<number, number>>;
  /** Every upload of one owner not yet merged or swept: its identifier, and its chunks' sizes. */
  openUploads(owner: string): Promise<Map<string, Map<number, number>>>;
  readChunk(upload: UploadKey, number: number): Readable;
  /** The first bytes of a stored chunk (for sniffing the content type). */
  readChunkHead(upload: UploadKey, number: number, bytes: number): Promise<Buffer>;
  /** Makes chunks 1..count the stored content of `md5` and removes the upload's chunks. */
  commitChunks(upload: UploadKey, md5: string, count: number): Promise<void>;
  removeChunks(upload: UploadKey): Promise<void>;
  /** Removes the chunks of uploads untouched since `before`; answers how many uploads it removed. */
  sweepChunks(before: Date): Promise<number>;
  hasContent(md5: string): Promise<boolean>;
  putContent(md5: string, body: Buffer): Promise<void>;
  readContent(md5: string): Promise<{ size: number; stream: Readable } | undefined>;
}
