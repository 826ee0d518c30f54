import { describe, expect, it } from 'vitest';
import { hashFile } from './hash-file.js';
import { HASH_SLICE_SIZE, md5InSlices } from './hash-slices.js';
import { patternFile } from './test-files.js';

describe('md5InSlices', () => {
  it('gives the md5 Node computes over the whole file, whatever the slice size', async () => {
    const { file, md5 } = patternFile(3_000_001);
    expect(await md5InSlices(file, undefined, 1_000_000)).toBe(md5);
    expect(await md5InSlices(file, undefined, 65_537)).toBe(md5);
  });

  it('reads a file larger than one 10,240,000-byte slice in several, reporting its progress', async () => {
    expect(HASH_SLICE_SIZE).toBe(10_240_000);
    const { file, md5 } = patternFile(HASH_SLICE_SIZE + 5);
    const shares: number[] = [];
    expect(await md5InSlices(file, (share) => shares.push(share))).toBe(md5);
    expect(shares).toEqual([HASH_SLICE_SIZE / file.size, 1]);
  });

  it('hashes the empty file', async () => {
    expect(await md5InSlices(new File([], 'empty.txt'))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('falls back to this thread where no worker runs (jsdom) with the same answer', async () => {
    expect(typeof Worker).toBe('undefined');
    const { file, md5 } = patternFile(123_457);
    expect(await hashFile(file)).toBe(md5);
  });

  it('rejects a file that cannot be read', async () => {
    const broken = { size: 10, slice: () => ({ arrayBuffer: () => Promise.reject(new Error('gone')) }) };
    await expect(md5InSlices(broken as unknown as Blob)).rejects.toThrow('gone');
  });
});
