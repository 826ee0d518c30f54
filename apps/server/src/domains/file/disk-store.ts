import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ChunkSizeMismatch, type FileStore, type UploadKey } from './file-store.js';

const CHUNK_NAME = /^[1-9][0-9]{0,5}$/;
const WRITE_BATCH = 1024 * 1024;
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Makes a rename or a new entry survive a power cut: the directory itself is flushed. */
async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The chunk files of a folder in order, as one stream. */
function concatenate(folder: string, count: number): Readable {
  const out = new PassThrough({ highWaterMark: 1024 * 1024 });
  void (async () => {
    try {
      for (let number = 1; number <= count; number++)
        await pipeline(createReadStream(join(folder, String(number)), { highWaterMark: 1024 * 1024 }), out, {
          end: false,
        });
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** Writes in flight at once while the next pieces are received and hashed. */
const WRITES_IN_FLIGHT = 2;

/**
 * Copies `body` into the file, refusing with ChunkSizeMismatch when it does not carry exactly
 * `bytes` bytes. Each megabyte is written at its own offset without waiting for the one before,
 * so the disk works while the main thread receives and hashes what follows; awaiting each write
 * in turn left the disk and the processor taking turns, about a third slower per chunk.
 */
async function writeOverlapped(
  handle: FileHandle,
  body: Readable,
  bytes: number,
  see?: (part: Buffer) => void,
): Promise<void> {
  const writing = new Set<Promise<unknown>>();
  let failure: unknown;
  const write = (parts: Buffer[], position: number) => {
    const done: Promise<unknown> = handle.writev(parts, position).then(
      () => writing.delete(done),
      (error: unknown) => {
        writing.delete(done);
        failure ??= error;
      },
    );
    writing.add(done);
  };
  let received = 0;
  let position = 0;
  // The parser hands over small pieces; writing them a megabyte at a time saves system calls.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const part of body as AsyncIterable<Buffer>) {
      received += part.length;
      if (received > bytes) continue;
      see?.(part);
      pending.push(part);
      pendingBytes += part.length;
      if (pendingBytes >= WRITE_BATCH) {
        while (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing);
        if (failure) throw failure;
        write(pending, position);
        position += pendingBytes;
        pending = [];
        pendingBytes = 0;
      }
    }
    if (pending.length > 0) write(pending, position);
  } finally {
    await Promise.all(writing);
  }
  if (failure) throw failure;
  if (received !== bytes) throw new ChunkSizeMismatch(received);
}

/**
 * Files on the local disk under `root`. A stored file is the folder of its chunks, renamed as a
 * whole when the upload is merged: merging then writes nothing again, so an upload costs one write
 * of its bytes, like a plain copy. Layout: chunks/{owner}/{identifier}/{n}, content/{md5[0..2]}/{md5}/{n}.
 */
export class DiskStore implements FileStore {
  readonly kind = 'disk';
  constructor(private readonly root: string) {}

  private chunkFolder(upload: UploadKey): string {
    return join(this.root, 'chunks', upload.owner, upload.identifier);
  }

  private contentFolder(md5: string): string {
    return join(this.root, 'content', md5.slice(0, 2), md5);
  }

  async putChunk(
    upload: UploadKey,
    number: number,
    body: Readable,
    bytes: number,
    see?: (part: Buffer) => void,
  ) {
    const folder = this.chunkFolder(upload);
    const target = join(folder, String(number));
    if (await exists(target)) {
      body.resume();
      await new Promise((resolve) => body.once('end', resolve).once('error', resolve));
      return 'present' as const;
    }
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `.${number}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const handle = await open(temporary, 'w');
      try {
        await writeOverlapped(handle, body, bytes, see);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      await syncDirectory(folder);
      return 'stored' as const;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async chunkNumbers(upload: UploadKey): Promise<number[]> {
    const names = await readdir(this.chunkFolder(upload)).catch(() => [] as string[]);
    return names.filter((name) => CHUNK_NAME.test(name)).map(Number);
  }

  async listChunks(upload: UploadKey): Promise<Map<number, number>> {
    return this.sizesIn(this.chunkFolder(upload));
  }

  async openUploads(owner: string): Promise<Map<string, Map<number, number>>> {
    const folder = join(this.root, 'chunks', owner);
    const uploads = new Map<string, Map<number, number>>();
    for (const identifier of await readdir(folder).catch(() => [] as string[])) {
      const sizes = await this.sizesIn(join(folder, identifier));
      if (sizes.size > 0) uploads.set(identifier, sizes);
    }
    return uploads;
  }

  private async sizesIn(folder: string): Promise<Map<number, number>> {
    const names = await readdir(folder).catch(() => [] as string[]);
    const sizes = new Map<number, number>();
    for (const name of names.filter((entry) => CHUNK_NAME.test(entry))) {
      const info = await stat(join(folder, name)).catch(() => undefined);
      if (info) sizes.set(Number(name), info.size);
    }
    return sizes;
  }

  readChunk(upload: UploadKey, number: number): Readable {
    return createReadStream(join(this.chunkFolder(upload), String(number)), { highWaterMark: 1024 * 1024 });
  }

  async readChunkHead(upload: UploadKey, number: number, bytes: number): Promise<Buffer> {
    const handle = await open(join(this.chunkFolder(upload), String(number)), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async commitChunks(upload: UploadKey, md5: string, count: number): Promise<void> {
    const from = this.chunkFolder(upload);
    const to = this.contentFolder(md5);
    if (await exists(to)) return this.removeChunks(upload);
    // Only the chunks of the file go along: a stray higher-numbered chunk is not part of it.
    const extra = (await this.chunkNumbers(upload)).filter((number) => number > count);
    for (const number of extra) await rm(join(from, String(number)), { force: true });
    await mkdir(join(to, '..'), { recursive: true });
    try {
      await rename(from, to);
    } catch (error) {
      // Another upload of the same content got there first: its copy serves both.
      if (await exists(to)) return this.removeChunks(upload);
      throw error;
    }
    await syncDirectory(join(to, '..'));
  }

  async removeChunks(upload: UploadKey): Promise<void> {
    await rm(this.chunkFolder(upload), { recursive: true, force: true });
  }

  async sweepChunks(before: Date): Promise<number> {
    const root = join(this.root, 'chunks');
    let removed = 0;
    for (const owner of await readdir(root).catch(() => [] as string[])) {
      for (const identifier of await readdir(join(root, owner)).catch(() => [] as string[])) {
        const folder = join(root, owner, identifier);
        // A folder's time changes whenever a chunk is added to it: it tells the last activity.
        const info = await stat(folder).catch(() => undefined);
        if (info && info.mtimeMs < before.getTime()) {
          await rm(folder, { recursive: true, force: true });
          removed++;
        }
      }
    }
    return removed;
  }

  hasContent(md5: string): Promise<boolean> {
    return exists(join(this.contentFolder(md5), '1'));
  }

  async putContent(md5: string, body: Buffer): Promise<void> {
    if (await this.hasContent(md5)) return;
    const upload: UploadKey = { owner: 'single', identifier: `${md5}-${randomBytes(6).toString('hex')}` };
    await this.putChunk(upload, 1, Readable.from([body]), body.length);
    await this.commitChunks(upload, md5, 1);
  }

  async readContent(md5: string): Promise<{ size: number; stream: Readable } | undefined> {
    const sizes = await this.sizesIn(this.contentFolder(md5));
    if (sizes.size === 0) return undefined;
    let size = 0;
    for (const bytes of sizes.values()) size += bytes;
    return { size, stream: concatenate(this.contentFolder(md5), sizes.size) };
  }
}
