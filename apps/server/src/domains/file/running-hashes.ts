import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

interface Running {
  /** The chunk the hash reaches next. */
  next: number;
  hash: Hash;
  /** A chunk is being hashed now: no other may feed the hash until it ends. */
  busy: boolean;
  /** Chunks that arrived early being read back from the store into the hash. */
  catchingUp?: Promise<void>;
}

/** Uploads hashed at once, past which the oldest is dropped (its merge reads its chunks again). */
const LIMIT = 256;

/**
 * The md5 of uploads whose chunks arrive in order, computed while the chunks stream in, so the
 * merge need not read the whole file again. Held in memory only: after a restart, or when chunks
 * arrive out of order, the merge reads from the store the chunks the hash has not seen.
 */
export class RunningHashes {
  private readonly running = new Map<string, Running>();

  /**
   * What feeds chunk `number` into the upload's hash when it is the next one (`see`, for each
   * piece as it is written), and `settle`, to call with whether the chunk was newly stored: bytes
   * of a chunk that was refused or already stored may differ from what the store holds, so the
   * hash is then given up.
   */
  tap(key: string, number: number): { see?(part: Buffer): void; settle(stored: boolean): void } {
    let entry = this.running.get(key);
    // Chunk 1 starts the upload over: a hash left from chunks since removed must not carry on.
    if (number === 1 && !entry?.busy) entry = this.start(key);
    if (!entry || entry.busy || entry.next !== number) return { settle: () => {} };
    const running = entry;
    running.busy = true;
    return {
      see: (part) => running.hash.update(part),
      settle: (stored) => {
        running.busy = false;
        if (stored) running.next++;
        else this.running.delete(key);
      },
    };
  }

  private start(key: string): Running {
    this.running.delete(key);
    if (this.running.size >= LIMIT) this.running.delete(this.running.keys().next().value as string);
    const entry: Running = { next: 1, hash: createHash('md5'), busy: false };
    this.running.set(key, entry);
    return entry;
  }

  /**
   * Feeds the hash the stored chunks that arrived before their turn (the web client sends three
   * at a time), in the background, so the merge finds the whole file hashed.
   */
  catchUp(key: string, stored: ReadonlySet<number>, readChunk: (number: number) => Readable): void {
    const entry = this.running.get(key);
    if (!entry || entry.busy || !stored.has(entry.next)) return;
    entry.busy = true;
    entry.catchingUp = (async () => {
      try {
        while (stored.has(entry.next)) {
          await hashChunks(entry.hash, entry.next, entry.next, readChunk);
          entry.next++;
        }
      } catch {
        // A chunk swept away meanwhile: the merge reads what it needs itself.
        if (this.running.get(key) === entry) this.running.delete(key);
      } finally {
        entry.busy = false;
        entry.catchingUp = undefined;
      }
    })();
  }

  /** The md5 of chunks 1..count, continuing the running hash from the store where it stopped. */
  async digest(key: string, count: number, readChunk: (number: number) => Readable): Promise<string> {
    await this.running.get(key)?.catchingUp;
    const entry = this.running.get(key);
    this.running.delete(key);
    const usable = entry && !entry.busy && entry.next <= count + 1;
    if (!usable) return md5OfChunks(count, readChunk);
    await hashChunks(entry.hash, entry.next, count, readChunk);
    return entry.hash.digest('hex');
  }

  forget(key: string): void {
    this.running.delete(key);
  }

  /** After chunks were swept away, no running hash may be trusted to match the store. */
  forgetAll(): void {
    this.running.clear();
  }
}

async function hashChunks(hash: Hash, from: number, to: number, readChunk: (number: number) => Readable) {
  for (let number = from; number <= to; number++) {
    await pipeline(readChunk(number), async (source: AsyncIterable<Buffer>) => {
      for await (const part of source) hash.update(part);
    });
  }
}

/** The md5 of chunks 1..count read from the store. */
export async function md5OfChunks(count: number, readChunk: (number: number) => Readable): Promise<string> {
  const hash = createHash('md5');
  await hashChunks(hash, 1, count, readChunk);
  return hash.digest('hex');
}
