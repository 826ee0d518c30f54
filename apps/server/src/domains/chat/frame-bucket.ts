/**
 * A token bucket: a socket may send `burst` frames at once (a pasted batch, a client catching up
 * after a reconnect), then `perSecond` frames a second, as a person chatting never exceeds.
 */
export class FrameBucket {
  #tokens: number;
  #updatedAt: number;

  constructor(
    readonly burst: number,
    readonly perSecond: number,
    now = performance.now(),
  ) {
    this.#tokens = burst;
    this.#updatedAt = now;
  }

  /** Takes one frame's token; false when the bucket is empty. */
  take(now = performance.now()): boolean {
    const refill = ((now - this.#updatedAt) / 1000) * this.perSecond;
    this.#tokens = Math.min(this.burst, this.#tokens + refill);
    this.#updatedAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
