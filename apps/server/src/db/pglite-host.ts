import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.js';

export interface PgliteHost {
  /** node-postgres connection settings for the worker's socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** Settles when the database answers connections (at once, unless it is restarting). */
  ready(): Promise<void>;
  /**
   * Stops whatever PGlite is running and starts it again on the same files. PGlite runs a
   * statement to its end without ever looking at a timer, so ending its thread is the only way to
   * stop one; what was committed is on disk, and PostgreSQL's recovery replays its log on start.
   * Every open connection is closed by it.
   */
  restart(): Promise<void>;
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

/** A worker whose PGlite answers on the socket, or the reason it could not open. */
async function launch(workerData: PgliteWorkerData): Promise<Worker> {
  // A thread that was ended leaves its socket file behind, and listening on it would fail.
  await rm(workerData.socketPath, { force: true });
  const worker = startWorker(workerData);
  const [first] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([error]) => [{ type: 'error', message: String(error) }]),
  ])) as [PgliteWorkerMessage];
  if (first.type === 'ready') return worker;
  await worker.terminate();
  throw new Error(
    `PGlite could not open ${workerData.dataDir}: ${first.type === 'error' ? first.message : first.type}`,
  );
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
  let worker: Worker;
  try {
    worker = await launch(workerData);
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }

  let restarting: Promise<void> | undefined;
  let closing: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    ready: () => restarting ?? Promise.resolve(),
    restart() {
      if (closing) return closing;
      restarting ??= (async () => {
        await worker.terminate();
        worker = await launch(workerData);
      })().finally(() => {
        restarting = undefined;
      });
      return restarting;
    },
    close() {
      closing ??= (async () => {
        await restarting?.catch(() => undefined);
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
