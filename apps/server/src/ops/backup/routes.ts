import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import '../../http/context.js';
import { backupStream } from './dump.js';

/** Written into DATA_DIR while the server listens: where to ask for a backup, and the token. */
export const BACKUP_ACCESS_FILE = 'backup-access.json';
export const BACKUP_TOKEN_HEADER = 'x-formwork-backup-token';
export const BACKUP_PATH = '/api/ops/backup';

export interface BackupAccess {
  url: string;
  token: string;
  pid: number;
}

/** How long a backup waits for the requests in progress to finish before giving up. */
const DRAIN_MS = 15_000;

/**
 * Holds new HTTP requests at the door while a PGlite backup reads the database. PGlite is one
 * session, so while the backup's transaction is open it serves no one else: requests let in
 * would each take a pool connection and wait inside the database, and enough of them leave none
 * for anyone when the snapshot ends. Held at the door, they cost nothing and are answered as soon
 * as the snapshot is taken, before the files are copied.
 */
class Door {
  private inFlight = 0;
  private readonly counted = new WeakSet<IncomingMessage>();
  private closed: Promise<void> | undefined;
  private reopen: (() => void) | undefined;

  /** Wraps the server's request listeners; a request counts from its arrival to its response. */
  install(server: Server): void {
    const listeners = server.listeners('request') as Array<
      (req: IncomingMessage, res: ServerResponse) => void
    >;
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const run = () => {
        this.inFlight += 1;
        this.counted.add(req);
        res.once('close', () => {
          this.inFlight -= 1;
        });
        for (const listener of listeners) listener.call(server, req, res);
      };
      if (this.closed) void this.closed.then(run);
      else run();
    });
  }

  /** Closes the door and answers, once every other request is done, true (false: they kept on). */
  async close(caller: IncomingMessage): Promise<boolean> {
    const own = this.counted.has(caller) ? 1 : 0;
    this.closed = new Promise<void>((resolve) => {
      this.reopen = resolve;
    });
    const deadline = Date.now() + DRAIN_MS;
    while (this.inFlight > own) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return true;
  }

  open(): void {
    const reopen = this.reopen;
    this.closed = undefined;
    this.reopen = undefined;
    reopen?.();
  }
}

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/ops/backup streams a backup archive of the running server. PGlite lets only the
 * server's own process open its folder, so `npm run backup` asks the server while it runs. The
 * caller proves it may read DATA_DIR (which holds the whole database anyway) by sending the random
 * token the server writes there, readable by its owner only, each time it starts listening.
 * Register it at the root (no prefix): the route's path is BACKUP_PATH.
 */
export async function backupRoutes(app: FastifyInstance): Promise<void> {
  const token = randomBytes(32).toString('hex');
  const accessFile = join(app.config.dataDir, BACKUP_ACCESS_FILE);
  const pglite = !app.config.databaseUrl;
  const door = new Door();
  if (pglite) door.install(app.server);
  /** The backup under way, if any: one at a time. */
  let running: object | undefined;

  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address !== 'object') return;
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    const access: BackupAccess = { url: `http://${host}:${address.port}`, token, pid: process.pid };
    const temporary = `${accessFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(access), { mode: 0o600 });
    await rename(temporary, accessFile);
  });
  app.addHook('onClose', async () => {
    const current = await readFile(accessFile, 'utf8').catch(() => '');
    if (current.includes(token)) await rm(accessFile, { force: true });
  });

  app.get(
    BACKUP_PATH,
    { config: { public: `authenticated by the token the server writes to DATA_DIR/${BACKUP_ACCESS_FILE}` } },
    async (request, reply) => {
      if (!sameToken(request.headers[BACKUP_TOKEN_HEADER], token)) {
        return reply.code(403).send({ code: 403, msg: 'backup token missing or wrong' });
      }
      if (running) return reply.code(409).send({ code: 409, msg: 'a backup is already running' });
      const mine = {};
      running = mine;
      const release = () => {
        if (running === mine) running = undefined;
      };
      if (pglite && !(await door.close(request.raw))) {
        door.open();
        release();
        return reply.code(503).send({ code: 503, msg: 'requests kept running; try the backup again' });
      }
      const { config } = app;
      const backup = backupStream({
        db: app.db,
        kind: pglite ? 'pglite' : 'postgres',
        filesRoot: config.file.s3 ? undefined : join(config.dataDir, 'files'),
        afterSnapshot: () => {
          // A reader gone during the snapshot ends this backup at its next entry; a backup asked
          // for meanwhile, waiting at the door, takes its place rather than being refused.
          if (backup.stream.destroyed) release();
          door.open();
        },
      });
      reply.raw.on('close', () => {
        if (!backup.stream.readableEnded) backup.stream.destroy();
      });
      backup.done.then(
        (mark) => request.log.info({ rows: mark.rows, files: mark.files }, 'backup streamed'),
        (error: Error) => request.log.error({ err: error }, 'backup failed'),
      );
      backup.done.finally(release).catch(() => undefined);
      return reply
        .header('content-type', 'application/gzip')
        .header('x-formwork-files', config.file.s3 ? 's3' : 'included')
        .send(backup.stream);
    },
  );
}

// Its hooks and route belong to the whole server, as fastify-plugin would declare.
Object.assign(backupRoutes, { [Symbol.for('skip-override')]: true });
