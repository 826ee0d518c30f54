import { createMD5, md5 } from 'hash-wasm';
import type { DataProvider, StoredFile } from './types.js';

/**
 * A provider for tests and stories: what the test supplies answers, anything else throws
 * "not implemented", so a widget calling something unexpected fails loudly.
 */
export function testDataProvider(methods: Partial<DataProvider> = {}): DataProvider {
  return new Proxy(methods as DataProvider, {
    get(target, name: string) {
      const method = target[name as keyof DataProvider];
      if (method) return method;
      return () => Promise.reject(new Error(`DataProvider.${name} is not implemented in this test`));
    },
  });
}

/** A refusal as the REST client reports one: the answer's code and msg. */
export class RefusedByServer extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RefusedByServer';
  }
}

export interface FakeFileStoreOptions {
  /** md5s of files the store holds already (instant upload). */
  stored?: string[];
  /** Answers the probe with a refusal carrying this message. */
  refuseProbe?: string;
  /** Whether the n-th attempt (1-based, counted per chunk) at sending chunk `chunkNumber` is lost on the way. */
  loseChunk?: (chunkNumber: number, attempt: number) => boolean;
  /** Holds every chunk upload until the returned promise settles (to pause mid-upload). */
  holdChunk?: (chunkNumber: number) => Promise<void> | undefined;
  /** Answers an image upload with a refusal carrying this message. */
  refuseImage?: string;
}

/** What the fake store was asked, for a test to read. */
export interface FakeFileStoreLog {
  /** Chunk numbers received, in order, retries included. */
  sentChunks: number[];
  probes: number;
  merges: number;
}

/**
 * An in-memory file store behind the file calls, as strict as the server: chunks must carry the
 * number and size their position gives, and a merge refuses a file whose md5 differs from its
 * identifier. Stories and tests of the upload widgets run against it, so a wrong chunk fails them.
 */
export function fakeFileStore(options: FakeFileStoreOptions = {}): {
  methods: Pick<
    DataProvider,
    'probeChunks' | 'sendChunk' | 'mergeChunks' | 'uploadImage' | 'downloadLink' | 'previewLink'
  >;
  log: FakeFileStoreLog;
} {
  const complete = new Set(options.stored ?? []);
  const chunks = new Map<string, Map<number, Uint8Array>>();
  const attempts = new Map<string, number>();
  const log: FakeFileStoreLog = { sentChunks: [], probes: 0, merges: 0 };
  const held = (identifier: string) => [...(chunks.get(identifier)?.keys() ?? [])].sort((a, b) => a - b);
  const storedFile = (identifier: string, fileName: string, size: number): StoredFile => {
    const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '') : '';
    const name = `${identifier}${extension ? `.${extension}` : ''}`;
    return { name, url: `/api/file/Download/annex/${name}`, fileSize: size, fileExtension: extension };
  };

  return {
    log,
    methods: {
      probeChunks: async ({ identifier }) => {
        log.probes += 1;
        if (options.refuseProbe) throw new RefusedByServer(400, options.refuseProbe);
        if (complete.has(identifier)) return { chunkNumbers: [], merge: false, uploaded: true };
        return { chunkNumbers: held(identifier), merge: false };
      },
      sendChunk: async ({ chunk, ...fields }, { signal } = {}) => {
        const { identifier, chunkNumber, chunkSize, totalChunks, totalSize, currentChunkSize } = fields;
        log.sentChunks.push(chunkNumber);
        const key = `${identifier}:${chunkNumber}`;
        const attempt = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, attempt);
        await options.holdChunk?.(chunkNumber);
        if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
        if (options.loseChunk?.(chunkNumber, attempt)) throw new Error('network error');
        const expected = chunkNumber < totalChunks ? chunkSize : totalSize - chunkSize * (totalChunks - 1);
        if (chunkNumber < 1 || chunkNumber > totalChunks)
          throw new RefusedByServer(400, `chunk ${chunkNumber} of ${totalChunks}`);
        if (chunk.size !== expected || currentChunkSize !== expected)
          throw new RefusedByServer(
            400,
            `chunk ${chunkNumber} has ${chunk.size} bytes, expected ${expected}`,
          );
        const parts = chunks.get(identifier) ?? new Map<number, Uint8Array>();
        parts.set(chunkNumber, new Uint8Array(await bytesOf(chunk)));
        chunks.set(identifier, parts);
        return { chunkNumbers: held(identifier), merge: parts.size === totalChunks };
      },
      mergeChunks: async ({ identifier, fileName, fileSize }) => {
        log.merges += 1;
        if (!complete.has(identifier)) {
          const parts = chunks.get(identifier) ?? new Map<number, Uint8Array>();
          const whole = await createMD5();
          whole.init();
          let size = 0;
          for (let n = 1; parts.has(n); n += 1) {
            const part = parts.get(n) as Uint8Array;
            whole.update(part);
            size += part.byteLength;
          }
          if (size !== fileSize) throw new RefusedByServer(400, `merged ${size} of ${fileSize} bytes`);
          if (whole.digest('hex') !== identifier) throw new RefusedByServer(400, 'md5 mismatch');
          complete.add(identifier);
          chunks.delete(identifier);
        }
        return storedFile(identifier, fileName, fileSize);
      },
      uploadImage: async ({ type, file, fileName }) => {
        if (options.refuseImage) throw new RefusedByServer(400, options.refuseImage);
        const identifier = await md5(new Uint8Array(await bytesOf(file)));
        const stored = storedFile(identifier, fileName, file.size);
        return { ...stored, url: `/api/file/Image/${type}/${stored.name}` };
      },
      downloadLink: async ({ type, fileId }) => `/api/file/Download/${type}/${fileId}?ticket=signed`,
      previewLink: async ({ fileName }) =>
        complete.has(fileName.split('.')[0] ?? '') ? `/preview/${fileName}` : null,
    },
  };
}

/** A Blob's bytes; jsdom's Blob may lack arrayBuffer(), FileReader it has. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
