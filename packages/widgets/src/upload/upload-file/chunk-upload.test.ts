import { describe, expect, it, vi } from 'vitest';
import { type FakeFileStoreOptions, fakeFileStore } from '../../data-provider/test-provider.js';
import type { StoredFile } from '../../data-provider/types.js';
import { CHUNK_SIZE, ChunkUpload, MAX_CHUNK_RETRIES, type UploadSnapshot } from './chunk-upload.js';
import { md5InSlices } from './hash-slices.js';
import { patternFile } from './test-files.js';

/** 11 MiB: chunks of 5, 5 and 1 MiB. */
const THREE_CHUNKS = 2 * CHUNK_SIZE + 1_048_576;

function uploadOf(file: File, options: FakeFileStoreOptions = {}, hash = (blob: Blob) => md5InSlices(blob)) {
  const store = fakeFileStore(options);
  const seen: UploadSnapshot[] = [];
  const done = vi.fn<(stored: StoredFile) => void>();
  const refused = vi.fn<(message: string) => void>();
  const unreadable = vi.fn();
  const upload = new ChunkUpload(file, store.methods, hash, {
    onChange: (snapshot) => seen.push(snapshot),
    onDone: done,
    onRefused: refused,
    onUnreadable: unreadable,
  });
  return { upload, store, seen, done, refused, unreadable };
}

describe('ChunkUpload', () => {
  it('hashes, then sends every chunk in 5 MiB pieces and merges a file whose md5 the store checks', async () => {
    const { file, md5 } = patternFile(THREE_CHUNKS);
    const { upload, store, seen, done } = uploadOf(file);
    await upload.start();
    expect(store.log.sentChunks).toEqual([1, 2, 3]);
    expect(done).toHaveBeenCalledWith(
      expect.objectContaining({ name: `${md5}.pdf`, fileSize: THREE_CHUNKS }),
    );
    expect(seen.map((s) => `${s.status} ${s.progress}`)).toEqual([
      'checking 0',
      'waiting 0',
      'uploading 0',
      'uploading 45',
      'uploading 90',
      'uploading 99',
      'success 100',
    ]);
    expect(upload.state).toEqual({ status: 'success', progress: 100 });
  });

  it('sends only the chunks the server does not hold', async () => {
    const { file } = patternFile(THREE_CHUNKS);
    let lost = true;
    // The first upload loses chunk 3 every time, so the server keeps 1 and 2.
    const first = uploadOf(file, { loseChunk: (n) => n === 3 && lost });
    await first.upload.start();
    expect(first.upload.state.status).toBe('error');
    lost = false;
    const sentBefore = first.store.log.sentChunks.length;
    // A second upload of the same file (another page, say) against the same server.
    const done = vi.fn();
    const again = new ChunkUpload(file, first.store.methods, (blob) => md5InSlices(blob), {
      onChange: () => {},
      onDone: done,
      onRefused: () => {},
      onUnreadable: () => {},
    });
    await again.start();
    expect(first.store.log.sentChunks.slice(sentBefore)).toEqual([3]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('tries a lost chunk 5 more times, then reports 上传失败; retry asks again and finishes', async () => {
    expect(MAX_CHUNK_RETRIES).toBe(5);
    const { file } = patternFile(THREE_CHUNKS);
    let lost = true;
    const { upload, store, done } = uploadOf(file, { loseChunk: (n) => n === 2 && lost });
    await upload.start();
    expect(upload.state.status).toBe('error');
    expect(store.log.sentChunks).toEqual([1, 2, 2, 2, 2, 2, 2]);
    expect(done).not.toHaveBeenCalled();
    lost = false;
    await upload.retry();
    expect(store.log.sentChunks.slice(7)).toEqual([2, 3]);
    expect(upload.state.status).toBe('success');
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('succeeds when a chunk gets through on its last retry', async () => {
    const { file } = patternFile(CHUNK_SIZE + 10);
    const { upload, store } = uploadOf(file, {
      loseChunk: (n, attempt) => n === 1 && attempt <= MAX_CHUNK_RETRIES,
    });
    await upload.start();
    expect(store.log.sentChunks).toEqual([1, 1, 1, 1, 1, 1, 2]);
    expect(upload.state.status).toBe('success');
  });

  it('pauses mid-chunk and resumes without sending a stored chunk again', async () => {
    const { file } = patternFile(THREE_CHUNKS);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { upload, store, done } = uploadOf(file, { holdChunk: (n) => (n === 2 ? gate : undefined) });
    const running = upload.start();
    await vi.waitFor(() => expect(store.log.sentChunks).toEqual([1, 2]));
    upload.pause();
    expect(upload.state.status).toBe('paused');
    release();
    await running;
    expect(upload.state.status).toBe('paused');
    expect(done).not.toHaveBeenCalled();
    await upload.resume();
    // Chunk 1 was stored before the pause; chunk 2 was cut off and goes again.
    expect(store.log.sentChunks).toEqual([1, 2, 2, 3]);
    expect(upload.state.status).toBe('success');
  });

  it('keeps progress at 99% at most until the merge answers', async () => {
    const { file } = patternFile(THREE_CHUNKS);
    const store = fakeFileStore();
    const seen: UploadSnapshot[] = [];
    let atMerge: UploadSnapshot | undefined;
    const upload = new ChunkUpload(
      file,
      {
        ...store.methods,
        sendChunk: (params, options) => {
          // Report every byte of the chunk as sent before the store answers.
          options?.onProgress?.(params.currentChunkSize);
          return store.methods.sendChunk(params, options);
        },
        mergeChunks: (params, signal) => {
          atMerge = upload.state;
          return store.methods.mergeChunks(params, signal);
        },
      },
      (blob) => md5InSlices(blob),
      { onChange: (s) => seen.push(s), onDone: () => {}, onRefused: () => {}, onUnreadable: () => {} },
    );
    await upload.start();
    expect(atMerge).toEqual({ status: 'uploading', progress: 99 });
    expect(seen.slice(0, -1).every((s) => s.progress <= 99)).toBe(true);
    expect(seen.map((s) => s.progress)).toContain(45);
    expect(seen.at(-1)).toEqual({ status: 'success', progress: 100 });
  });

  it('completes at once when the server holds the file already (instant upload)', async () => {
    const { file, md5 } = patternFile(THREE_CHUNKS);
    const { upload, store, done } = uploadOf(file, { stored: [md5] });
    await upload.start();
    expect(store.log.sentChunks).toEqual([]);
    expect(store.log.merges).toBe(1);
    expect(done).toHaveBeenCalledWith(expect.objectContaining({ name: `${md5}.pdf` }));
  });

  it('gives the file up with the server message when the probe is refused', async () => {
    const { file } = patternFile(100);
    const { upload, refused, store } = uploadOf(file, { refuseProbe: '不允许上传的文件类型' });
    await upload.start();
    expect(refused).toHaveBeenCalledWith('不允许上传的文件类型', false);
    expect(store.log.sentChunks).toEqual([]);
  });

  it('is refused at the merge when the identifier is not the md5 of the bytes sent', async () => {
    const { file } = patternFile(100);
    const { upload, refused } = uploadOf(file, {}, async () => '0'.repeat(32));
    await upload.start();
    expect(refused).toHaveBeenCalledWith('md5 mismatch', false);
  });

  it('reports a file it cannot read', async () => {
    const { file } = patternFile(100);
    const { upload, unreadable, store } = uploadOf(file, {}, () =>
      Promise.reject(new Error('NotReadableError')),
    );
    await upload.start();
    expect(unreadable).toHaveBeenCalledTimes(1);
    expect(store.log.probes).toBe(0);
  });
});
