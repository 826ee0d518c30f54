import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.js';
import { UploadQuota } from './upload-quota.js';

const MIB = 1024 * 1024;
const LIMITS = { openMax: 10, pendingMaxBytes: 2 * MIB };
const owner = 'owner-digest';

/** A store whose listing is answered when the test says, from what it held when asked. */
function slowStore() {
  const held = new Map<string, Map<number, number>>();
  const answers: Array<() => void> = [];
  const store = {
    openUploads: (_owner: string) => {
      const snapshot = new Map([...held].map(([id, chunks]) => [id, new Map(chunks)]));
      return new Promise<Map<string, Map<number, number>>>((resolve) =>
        answers.push(() => resolve(snapshot)),
      );
    },
  } as unknown as FileStore;
  const write = (identifier: string, chunk: number, bytes: number) =>
    held.set(identifier, new Map([...(held.get(identifier) ?? []), [chunk, bytes]]));
  const answerNext = async () => {
    while (answers.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    answers.shift()?.();
  };
  return { store, write, answerNext };
}

describe('the unfinished-upload limit under chunks that finish while it is counting', () => {
  it('counts a chunk whose writing ended while the store was being listed', async () => {
    const { store, write, answerNext } = slowStore();
    const quota = new UploadQuota(store);
    const first = quota.admit({ owner, identifier: 'a'.repeat(32) }, 1, 2 * MIB, LIMITS);
    await answerNext();
    const written = await first;
    // The second chunk's look at the store begins while the first is still being written ...
    const second = quota.admit({ owner, identifier: 'b'.repeat(32) }, 1, MIB, LIMITS);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // ... and the first lands and is released before that look answers, from a listing without it.
    write('a'.repeat(32), 1, 2 * MIB);
    written();
    await answerNext();
    await expect(second).rejects.toMatchObject({ message: expect.stringMatching(/^totalSize: /) });
  });

  it('still admits what fits, one admission after another', async () => {
    const { store, answerNext } = slowStore();
    const quota = new UploadQuota(store);
    const admissions = [1, 2, 3].map((number) =>
      quota.admit({ owner, identifier: 'c'.repeat(32) }, number, MIB / 2, LIMITS),
    );
    for (let i = 0; i < 3; i += 1) await answerNext();
    const answers = await Promise.allSettled(admissions);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  });
});
