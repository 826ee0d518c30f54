import { describe, expect, it } from 'vitest';
import { FrameBucket } from './frame-bucket.js';

describe('a chat socket’s frame allowance', () => {
  it('takes a burst at once, then the steady rate, and never saves up past the burst', () => {
    const bucket = new FrameBucket(3, 2, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take(250)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(500)).toBe(false);
    // A minute idle fills the bucket to its burst, no further.
    expect(Array.from({ length: 4 }, () => bucket.take(60_500))).toEqual([true, true, true, false]);
  });
});
