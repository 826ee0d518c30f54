import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RunningHashes } from './running-hashes.js';

const chunks = [randomBytes(1000), randomBytes(1000), randomBytes(1500)];
const whole = createHash('md5').update(Buffer.concat(chunks)).digest('hex');
const fromStore = (read: number[]) => (number: number) => {
  read.push(number);
  return Readable.from([chunks[number - 1] as Buffer]);
};
/** A chunk arriving: its pieces seen while written, then settled as newly stored or not. */
function arrive(hashes: RunningHashes, number: number, stored = true) {
  const tap = hashes.tap('u', number);
  tap.see?.(chunks[number - 1] as Buffer);
  tap.settle(stored);
}

describe('running md5 of an upload', () => {
  it('hashes chunks arriving in order without reading them back', async () => {
    const hashes = new RunningHashes();
    for (const number of [1, 2, 3]) arrive(hashes, number);
    const read: number[] = [];
    expect(await hashes.digest('u', 3, fromStore(read))).toBe(whole);
    expect(read).toEqual([]);
  });

  it('catches up on chunks that came early, reading only those', async () => {
    const hashes = new RunningHashes();
    const read: number[] = [];
    arrive(hashes, 3);
    arrive(hashes, 1);
    arrive(hashes, 2);
    hashes.catchUp('u', new Set([1, 2, 3]), fromStore(read));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Read in the background, before any merge asked.
    expect(read).toEqual([3]);
    expect(await hashes.digest('u', 3, fromStore(read))).toBe(whole);
    expect(read).toEqual([3]);
  });

  it('gives up the hash when a chunk was already stored, and reads everything at the merge', async () => {
    const hashes = new RunningHashes();
    arrive(hashes, 1);
    arrive(hashes, 2, false);
    const read: number[] = [];
    expect(await hashes.digest('u', 3, fromStore(read))).toBe(whole);
    expect(read).toEqual([1, 2, 3]);
  });

  it('starts over when chunk 1 comes again, so a hash of removed chunks never carries on', async () => {
    const hashes = new RunningHashes();
    const stale = hashes.tap('u', 1);
    stale.see?.(randomBytes(1000));
    stale.settle(true);
    for (const number of [1, 2, 3]) arrive(hashes, number);
    expect(await hashes.digest('u', 3, fromStore([]))).toBe(whole);
  });
});
