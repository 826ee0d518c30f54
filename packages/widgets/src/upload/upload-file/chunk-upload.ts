import type { ChunkParams, DataProvider, StoredFile } from '../../data-provider/types.js';
import { extensionOf } from '../limits.js';

/** Chunks of 5 MiB, each sent up to 5 more times when it fails (JNPF's sizes, which its server expects). */
export const CHUNK_SIZE = 5_242_880;
export const MAX_CHUNK_RETRIES = 5;
/** Files go under the upload type annex (images under annexpic). */
export const FILE_UPLOAD_TYPE = 'annex';
/** Progress stops here until the merge answers: the file is not stored before. */
export const PROGRESS_BEFORE_MERGE = 99;

/** checking is hashing; the others are the upload's own steps. */
export type UploadStatus = 'checking' | 'waiting' | 'uploading' | 'paused' | 'success' | 'error';

export interface UploadSnapshot {
  status: UploadStatus;
  /** Whole percent, 0 to 100; 100 only once the merge has answered. */
  progress: number;
}

export interface ChunkUploadEvents {
  onChange: (snapshot: UploadSnapshot) => void;
  onDone: (stored: StoredFile) => void;
  /** The server refused the file (its msg; `shown` when the host's client has shown it already); the upload is over. */
  onRefused: (message: string, shown: boolean) => void;
  /** The file could not be read for hashing; the upload is over. */
  onUnreadable: () => void;
}

type FileCalls = Pick<DataProvider, 'probeChunks' | 'sendChunk' | 'mergeChunks'>;

/** The server's msg when an error is its refusal (a code other than 200); undefined for other failures. */
export function refusalMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'number' || code === 0 || code === 200) return undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * Whether the host's HTTP client has shown this failure already (its error says `shown: true`),
 * as the console's does for every answer other than 200: the widget then does not say it again.
 */
export function shownAlready(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { shown?: unknown }).shown === true;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * One file's resumable upload: hash it, ask the server which chunks it
 * holds, send only the others, then merge. Pause aborts the call under way; resume and retry ask
 * the server again, so a chunk stored before a pause or a failure is never sent twice.
 */
export class ChunkUpload {
  private snapshot: UploadSnapshot = { status: 'checking', progress: 0 };
  private identifier: string | null = null;
  private run: AbortController | null = null;
  private over = false;

  constructor(
    private readonly file: File,
    private readonly calls: FileCalls,
    private readonly hash: (file: Blob) => Promise<string>,
    private readonly events: ChunkUploadEvents,
  ) {}

  get state(): UploadSnapshot {
    return this.snapshot;
  }

  get totalChunks(): number {
    return Math.max(1, Math.ceil(this.file.size / CHUNK_SIZE));
  }

  /** Hashes the file, then uploads it. */
  async start(): Promise<void> {
    this.set({ status: 'checking', progress: 0 });
    try {
      this.identifier = await this.hash(this.file);
    } catch {
      if (this.over) return;
      this.over = true;
      return this.events.onUnreadable();
    }
    if (!this.over) await this.upload();
  }

  pause(): void {
    if (this.snapshot.status !== 'waiting' && this.snapshot.status !== 'uploading') return;
    this.run?.abort();
    this.run = null;
    this.set({ ...this.snapshot, status: 'paused' });
  }

  resume(): Promise<void> {
    return this.snapshot.status === 'paused' ? this.upload() : Promise.resolve();
  }

  retry(): Promise<void> {
    return this.snapshot.status === 'error' ? this.upload() : Promise.resolve();
  }

  /** Stops everything; nothing is reported afterwards. */
  cancel(): void {
    this.over = true;
    this.run?.abort();
    this.run = null;
  }

  private async upload(): Promise<void> {
    const identifier = this.identifier;
    if (!identifier || this.over) return;
    const run = new AbortController();
    this.run = run;
    const { signal } = run;
    this.set({ ...this.snapshot, status: 'waiting' });
    try {
      const probe = await this.calls.probeChunks(this.params(identifier, 1), signal);
      if (signal.aborted) return;
      if (!probe.uploaded) {
        const stored = new Set(probe.chunkNumbers);
        let sentBytes = this.bytesOf([...stored]);
        this.set({ status: 'uploading', progress: this.percent(sentBytes) });
        for (let number = 1; number <= this.totalChunks; number += 1) {
          if (stored.has(number)) continue;
          await this.sendWithRetries(identifier, number, sentBytes, signal);
          if (signal.aborted) return;
          sentBytes += this.bytesOf([number]);
          // A transport that cannot report upload progress still moves the bar chunk by chunk.
          this.set({ status: 'uploading', progress: this.percent(sentBytes) });
        }
      }
      const merged = await this.calls.mergeChunks(this.mergeParams(identifier), signal);
      if (signal.aborted) return;
      this.over = true;
      this.set({ status: 'success', progress: 100 });
      this.events.onDone(merged);
    } catch (error) {
      if (signal.aborted || this.over || isAbort(error)) return;
      const refusal = refusalMessage(error);
      if (refusal !== undefined) {
        this.over = true;
        return this.events.onRefused(refusal, shownAlready(error));
      }
      this.set({ ...this.snapshot, status: 'error' });
    } finally {
      if (this.run === run) this.run = null;
    }
  }

  /** Sends one chunk, again after a lost attempt up to MAX_CHUNK_RETRIES times; a refusal is final. */
  private async sendWithRetries(identifier: string, number: number, before: number, signal: AbortSignal) {
    const start = (number - 1) * CHUNK_SIZE;
    const chunk = this.file.slice(start, start + CHUNK_SIZE);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.calls.sendChunk(
          { ...this.params(identifier, number), chunk },
          {
            signal,
            onProgress: (loaded) => {
              if (!signal.aborted) this.set({ status: 'uploading', progress: this.percent(before + loaded) });
            },
          },
        );
        return;
      } catch (error) {
        if (signal.aborted || refusalMessage(error) !== undefined || attempt >= MAX_CHUNK_RETRIES)
          throw error;
      }
    }
  }

  private params(identifier: string, chunkNumber: number): ChunkParams {
    const start = (chunkNumber - 1) * CHUNK_SIZE;
    return {
      chunkNumber,
      chunkSize: CHUNK_SIZE,
      currentChunkSize: Math.max(0, Math.min(CHUNK_SIZE, this.file.size - start)),
      totalSize: this.file.size,
      identifier,
      fileName: this.file.name,
      totalChunks: this.totalChunks,
      fileType: FILE_UPLOAD_TYPE,
      extension: extensionOf(this.file.name),
    };
  }

  private mergeParams(identifier: string) {
    return {
      identifier,
      fileName: this.file.name,
      fileSize: this.file.size,
      fileType: FILE_UPLOAD_TYPE,
      extension: extensionOf(this.file.name),
      type: FILE_UPLOAD_TYPE,
    };
  }

  private bytesOf(numbers: number[]): number {
    return numbers.reduce((sum, number) => sum + this.params('', number).currentChunkSize, 0);
  }

  /** Never 100 before the merge has answered, however many bytes are sent. */
  private percent(bytes: number): number {
    if (this.file.size === 0) return 0;
    return Math.min(PROGRESS_BEFORE_MERGE, Math.floor((bytes / this.file.size) * 100));
  }

  private set(snapshot: UploadSnapshot): void {
    if (this.over && snapshot.status !== 'success') return;
    // Progress only grows within one status; a retried chunk starts its bytes again from zero.
    const progress =
      snapshot.status === this.snapshot.status
        ? Math.max(this.snapshot.progress, snapshot.progress)
        : snapshot.progress;
    this.snapshot = { status: snapshot.status, progress };
    this.events.onChange(this.snapshot);
  }
}
