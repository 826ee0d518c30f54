// Runs PGlite and its socket server on a thread of its own: PGlite executes queries synchronously,
// and on the server's thread it would stall request handling while a query runs.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { ConnectionQueue } from './pglite-queue.js';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
  maxConnections: number;
}

export type PgliteWorkerMessage = { type: 'ready' } | { type: 'error'; message: string } | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');
const { dataDir, socketPath, maxConnections } = workerData as PgliteWorkerData;
const post = (message: PgliteWorkerMessage) => port.postMessage(message);

try {
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  // The socket hands its connections the queue it holds when they open: replaced before the first
  // one, every connection takes turns as ConnectionQueue says.
  (server as unknown as { queryQueue: ConnectionQueue }).queryQueue = new ConnectionQueue(db);
  await server.start();
  port.on('message', async (message: { type: string }) => {
    if (message.type !== 'close') return;
    await server.stop();
    await db.close();
    post({ type: 'closed' });
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
