import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.js';

export interface PgliteHost {
  /** node-postgres connection settings for the worker's socket. */
  connection: { host: string; port: number; user: string; database: string };
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;

/**
 * Builds load the compiled worker. Source runs (tests, `npm run dev`) load the TypeScript worker
 * through tsx, registered inside the worker: Node 20 ignores `--import` in a worker's execArgv.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * Starts PGlite in a worker thread behind a Unix socket in a private temporary folder, so the
 * server reaches it with the same `pg` driver it uses for PostgreSQL.
 */
export async function startPgliteHost(dataDir: string, maxConnections: number): Promise<PgliteHost> {
  const socketDir = await mkdtemp(join(tmpdir(), 'formwork-pg-'));
  const workerData: PgliteWorkerData = {
    dataDir,
    socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    maxConnections,
  };
  const worker = startWorker(workerData);
  const [first] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([error]) => [{ type: 'error', message: String(error) }]),
  ])) as [PgliteWorkerMessage];
  if (first.type !== 'ready') {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw new Error(
      `PGlite could not open ${dataDir}: ${first.type === 'error' ? first.message : first.type}`,
    );
  }

  let closing: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    close() {
      closing ??= (async () => {
        const closed = once(worker, 'message');
        worker.postMessage({ type: 'close' });
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await worker.terminate();
        await rm(socketDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
