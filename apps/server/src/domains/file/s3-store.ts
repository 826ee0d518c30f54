import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from './file-config.js';
import { ChunkSizeMismatch, type FileStore, type UploadKey } from './file-store.js';

const CHUNK_KEY = /\/([1-9][0-9]{0,5})$/;
const isMissing = (error: unknown) =>
  (error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey';

/**
 * Files in an S3-compatible bucket, shared by every server instance. An object appears whole or
 * not at all, so a chunk needs no temporary name; chunks are at most two chunk sizes and are
 * collected in memory to check their size before they are sent. Layout as on disk:
 * chunks/{owner}/{identifier}/{n} and content/{md5} (one object per file).
 */
export class S3Store implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
      // The SDK's default trailing checksums send streamed bodies aws-chunked; stores that do not
      // speak that framing (many S3-compatible ones) keep it inside the object, corrupting files.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private chunkPrefix(upload: UploadKey): string {
    return `chunks/${upload.owner}/${upload.identifier}/`;
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  private async keysUnder(prefix: string): Promise<Array<{ key: string; size: number; modified: Date }>> {
    const found: Array<{ key: string; size: number; modified: Date }> = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key)
          found.push({ key: item.Key, size: item.Size ?? 0, modified: item.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  private async remove(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch } }));
    }
  }

  async putChunk(
    upload: UploadKey,
    number: number,
    body: Readable,
    bytes: number,
    see?: (part: Buffer) => void,
  ) {
    const key = `${this.chunkPrefix(upload)}${number}`;
    const parts: Buffer[] = [];
    let received = 0;
    for await (const part of body as AsyncIterable<Buffer>) {
      received += part.length;
      if (received <= bytes) parts.push(part);
    }
    if (received !== bytes) throw new ChunkSizeMismatch(received);
    if (await this.exists(key)) return 'present' as const;
    for (const part of parts) see?.(part);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: Buffer.concat(parts) }),
    );
    return 'stored' as const;
  }

  async chunkNumbers(upload: UploadKey): Promise<number[]> {
    return [...(await this.listChunks(upload)).keys()];
  }

  async listChunks(upload: UploadKey): Promise<Map<number, number>> {
    const sizes = new Map<number, number>();
    for (const { key, size } of await this.keysUnder(this.chunkPrefix(upload))) {
      const number = key.match(CHUNK_KEY)?.[1];
      if (number) sizes.set(Number(number), size);
    }
    return sizes;
  }

  async openUploads(owner: string): Promise<Map<string, Map<number, number>>> {
    const uploads = new Map<string, Map<number, number>>();
    for (const { key, size } of await this.keysUnder(`chunks/${owner}/`)) {
      const [identifier, number] = key.slice(`chunks/${owner}/`.length).split('/');
      if (!identifier || !number || !/^[1-9][0-9]*$/.test(number)) continue;
      const sizes = uploads.get(identifier) ?? new Map<number, number>();
      sizes.set(Number(number), size);
      uploads.set(identifier, sizes);
    }
    return uploads;
  }

  private async body(key: string, range?: string): Promise<{ size: number; stream: Readable }> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
    );
    return { size: answer.ContentLength ?? 0, stream: answer.Body as Readable };
  }

  readChunk(upload: UploadKey, number: number): Readable {
    const out = new PassThrough();
    this.body(`${this.chunkPrefix(upload)}${number}`).then(
      ({ stream }) => void pipeline(stream, out).catch((error) => out.destroy(error)),
      (error) => out.destroy(error),
    );
    return out;
  }

  async readChunkHead(upload: UploadKey, number: number, bytes: number): Promise<Buffer> {
    const { stream } = await this.body(`${this.chunkPrefix(upload)}${number}`, `bytes=0-${bytes - 1}`);
    const parts: Buffer[] = [];
    for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
    return Buffer.concat(parts).subarray(0, bytes);
  }

  async commitChunks(upload: UploadKey, md5: string, count: number): Promise<void> {
    const key = `content/${md5}`;
    if (!(await this.exists(key))) {
      const sizes = await this.listChunks(upload);
      let total = 0;
      for (let number = 1; number <= count; number++) total += sizes.get(number) ?? 0;
      const joined = new PassThrough();
      void (async () => {
        try {
          for (let number = 1; number <= count; number++)
            await pipeline(this.readChunk(upload, number), joined, { end: false });
          joined.end();
        } catch (error) {
          joined.destroy(error as Error);
        }
      })();
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: joined, ContentLength: total }),
      );
    }
    await this.removeChunks(upload);
  }

  async removeChunks(upload: UploadKey): Promise<void> {
    await this.remove((await this.keysUnder(this.chunkPrefix(upload))).map(({ key }) => key));
  }

  async sweepChunks(before: Date): Promise<number> {
    const stale = (await this.keysUnder('chunks/')).filter(({ modified }) => modified < before);
    await this.remove(stale.map(({ key }) => key));
    return new Set(stale.map(({ key }) => key.replace(CHUNK_KEY, ''))).size;
  }

  hasContent(md5: string): Promise<boolean> {
    return this.exists(`content/${md5}`);
  }

  async putContent(md5: string, body: Buffer): Promise<void> {
    if (await this.hasContent(md5)) return;
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: `content/${md5}`, Body: body }));
  }

  async readContent(md5: string): Promise<{ size: number; stream: Readable } | undefined> {
    try {
      return await this.body(`content/${md5}`);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
}
