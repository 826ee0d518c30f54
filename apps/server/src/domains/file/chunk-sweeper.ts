import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from './file-store.js';

/**
 * Removes the chunks of uploads nobody continued for `ttlMs`, every `intervalMs`, from the
 * server's start until `stop` (its close). `swept` hears how many uploads went.
 */
export function startChunkSweeper(
  store: FileStore,
  options: { ttlMs: number; intervalMs: number; log: FastifyBaseLogger; swept(count: number): void },
): { stop(): void } {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const count = await store.sweepChunks(new Date(Date.now() - options.ttlMs));
      if (count > 0) {
        options.log.info(`removed the chunks of ${count} abandoned upload(s)`);
        options.swept(count);
      }
    } catch (error) {
      options.log.warn({ err: error }, 'could not sweep abandoned chunks');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), options.intervalMs);
  // The sweep alone must never keep a process (a test, a script) alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
