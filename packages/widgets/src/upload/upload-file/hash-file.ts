import type { HashWorkerAnswer } from './hash.worker.js';
import { md5InSlices } from './hash-slices.js';

/**
 * The file's md5, hashed in a Web Worker so the page stays responsive. Where no worker can run
 * (jsdom, or a bundle that did not ship the worker file) it hashes on this thread instead, with
 * the same slices and the same answer.
 */
export function hashFile(file: Blob, onProgress?: (share: number) => void): Promise<string> {
  const worker = startWorker();
  if (!worker) return md5InSlices(file, onProgress);
  return new Promise((resolve, reject) => {
    let answered = false;
    worker.onmessage = (event: MessageEvent<HashWorkerAnswer>) => {
      answered = true;
      const answer = event.data;
      if (answer.kind === 'progress') return onProgress?.(answer.share);
      worker.terminate();
      if (answer.kind === 'done') resolve(answer.md5);
      else reject(new Error(answer.message));
    };
    // A worker that never started (its script missing) falls back; one that failed mid-way rejects.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      if (answered) reject(new Error(event.message || 'hashing failed'));
      else md5InSlices(file, onProgress).then(resolve, reject);
    };
    worker.postMessage(file);
  });
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // Named .js, not .ts: Vite finds hash.worker.ts from the source this way too, and an app
    // bundling the built package (dist has no .ts files) finds hash.worker.js.
    return new Worker(new URL('./hash.worker.js', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
