import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/envelope.js';
import { readSystemConfig } from '../system-config/index.js';
import { operationEvent, storedEvent } from './operation-event.js';
import type { SysLogTable } from './tables.js';

/** Log kinds as JNPF numbers them: 1 sign-in, 3 operation (a change), 4 error, 5 request. */
export const LOG_TYPE = { signIn: 1, operation: 3, error: 4, request: 5 } as const;

type Row = Omit<SysLogTable, 'id' | 'createdAt'> & { createdAt: Date };

const BATCH = 200;
const FLUSH_MS = 1000;
const SWEEP_MS = 6 * 60 * 60 * 1000;
const DETAIL_LIMIT = 4000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The fault of the server a request ended with, for the error log. */
    serverFault?: Error;
    /** The envelope's code the caller was answered, where the answer was an envelope. */
    envelopeCode?: number;
  }
}

/**
 * Anything that looks like a credential is masked before a text is stored: error messages may
 * quote a request or a connection string.
 */
export function redact(text: string): string {
  return text
    .replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1***')
    .replace(
      /((?:authorization|password|passwd|pwd|token|secret|api[_-]?key)\w*["']?\s*[:=]\s*["']?)[^\s"',&;}]+/gi,
      '$1***',
    )
    .replace(/(\/\/[^/\s:@]+:)[^@\s/]+@/g, '$1***@');
}

/**
 * The code of an answer in the envelope: every envelope is serialized with its code first. A
 * refusal travels as HTTP 200 with code 403 inside, and the log must show the refusal.
 */
const ENVELOPE_CODE = /^\{"code":(\d{3}),/;

/** Only the path is kept: a query string may carry a signed link's token. */
const pathOf = (url: string) => url.split('?')[0]?.slice(0, 500) ?? '';

/** Requests the log leaves out: static files, and reading the log itself. */
function skipped(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return true;
  return request.method === 'GET' && path.startsWith('/api/system/Log');
}

/**
 * Logs each API request after its answer has gone (onResponse), and its server fault if it had
 * one. Rows wait in memory and are written together, at most a second later or once 200 wait,
 * so a request never waits for its own log line; whatever waits is written when the app closes.
 */
export function registerRequestLog(app: FastifyInstance, db: Db): void {
  let waiting: Row[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (waiting.length === 0) return writing;
    const rows = waiting;
    waiting = [];
    writing = writing
      .then(() => db.insertInto('sysLog').values(rows).execute())
      .then(
        () => undefined,
        (error: unknown) =>
          app.log.warn({ err: error, rows: rows.length }, 'request log rows were not written'),
      );
    return writing;
  };
  const timer = setInterval(flush, FLUSH_MS);
  timer.unref();

  app.addHook('onError', async (request, _reply, error: FastifyError) => {
    if (error instanceof AppError || error.validation) return;
    if (error.statusCode === undefined || error.statusCode >= 500) request.serverFault = error;
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string' || skipped(request)) return payload;
    const code = ENVELOPE_CODE.exec(payload.slice(0, 16))?.[1];
    if (code !== undefined) request.envelopeCode = Number(code);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (skipped(request)) return;
    const statusCode = request.envelopeCode ?? reply.statusCode;
    // Only a change that happened is told as an event; a refused one shows its call and code alone.
    const event =
      statusCode < 300
        ? operationEvent(request.method, request.routeOptions.url, request.params, request.body)
        : undefined;
    const row: Row = {
      type: LOG_TYPE.request,
      userId: request.session?.userId ?? null,
      createdAt: new Date(),
      ipAddress: request.ip.replace(/^::ffff:/, ''),
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      requestMethod: request.method,
      requestUrl: pathOf(request.url),
      statusCode,
      durationMs: Math.round(reply.elapsedTime),
      detail: storedEvent(event),
    };
    waiting.push(row);
    const fault = request.serverFault;
    if (fault || reply.statusCode >= 500) {
      const text = fault
        ? `${fault.name}: ${fault.message}\n${fault.stack ?? ''}`
        : `HTTP ${reply.statusCode}`;
      waiting.push({ ...row, type: LOG_TYPE.error, detail: redact(text).slice(0, DETAIL_LIMIT) });
    }
    if (waiting.length >= BATCH) void flush();
  });

  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepLogs(db).catch((error: unknown) => app.log.warn({ err: error }, 'old log rows were not deleted'));
  app.addHook('onReady', async () => {
    void sweep();
    sweeper = setInterval(sweep, SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(sweeper);
    await flush();
  });
}

/** Deletes sign-in, request and error rows older than the settings' retention; answers how many. */
export async function sweepLogs(db: Db, now = new Date()): Promise<number> {
  const days = Number((await readSystemConfig(db)).logRetentionDays) || 30;
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const requests = await db.deleteFrom('sysLog').where('createdAt', '<', before).executeTakeFirst();
  const signIns = await db.deleteFrom('loginLog').where('loginTime', '<', before).executeTakeFirst();
  return Number(requests.numDeletedRows) + Number(signIns.numDeletedRows);
}
