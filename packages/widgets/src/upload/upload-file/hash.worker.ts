import { md5InSlices } from './hash-slices.js';

/** Messages the hashing worker posts back: progress shares, then the md5 or the failure. */
export type HashWorkerAnswer =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; md5: string }
  | { kind: 'failed'; message: string };

// The worker hashes one file per message, so reading and hashing never block the page.
self.onmessage = (event: MessageEvent<Blob>) => {
  const post = (answer: HashWorkerAnswer) => self.postMessage(answer);
  md5InSlices(event.data, (share) => post({ kind: 'progress', share })).then(
    (md5) => post({ kind: 'done', md5 }),
    (error: unknown) =>
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
