import { readdirSync } from 'node:fs';
import { ResultCode } from '@formwork/schema';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Lifecycle } from './shutdown.js';

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * The advisory lock Kysely's migrator holds while it migrates a PostgreSQL database, split as
 * pg_locks shows a bigint key: high half in classid, low half in objid.
 */
const MIGRATION_LOCK = BigInt('3853314791062309107');
const LOCK_CLASSID = Number(MIGRATION_LOCK >> 32n);
const LOCK_OBJID = Number(MIGRATION_LOCK & 0xffffffffn);

/**
 * The migrations this build carries, named as the migrator records them: the modules beside the
 * migration code, whether run from source (.ts) or built (.js).
 */
export function knownMigrations(
  folder: URL = new URL('../db/migrations/', import.meta.url),
): readonly string[] {
  return (
    readdirSync(folder)
      // A migration's own test may sit beside it; it is no migration.
      .filter((name) => /\.(ts|js|mts|mjs)$/.test(name) && !/\.(d|test)\.[mc]?[tj]s$/.test(name))
      .map((name) => name.replace(/\.[^.]+$/, ''))
      .sort()
  );
}

export interface ReadinessOptions {
  known: readonly string[];
  /** A database slower than this to answer counts as unreachable. */
  timeoutMs?: number;
  /** How long an answer is reused, so a load balancer polling often costs one query a second. */
  cacheMs?: number;
}

/** Whether this instance can serve: the database answers and is at exactly this build's schema. */
export function readinessCheck(db: Db, options: ReadinessOptions): () => Promise<Readiness> {
  const { known, timeoutMs = 1000, cacheMs = 1000 } = options;
  let cached: { answer: Readiness; at: number } | undefined;
  let running: Promise<Readiness> | undefined;
  // A query the database never answered holds a pool slot; later checks wait for it instead of
  // queueing one more each second.
  let stuck: Promise<unknown> | undefined;

  const query = async (): Promise<Readiness> => {
    const row = await sql<{ migrating: boolean; hasTable: boolean }>`
      select exists(
        select 1 from pg_locks
        where locktype = 'advisory' and classid = ${LOCK_CLASSID}::bigint::oid
          and objid = ${LOCK_OBJID}::bigint::oid and objsubid = 1 and granted
          -- Advisory locks belong to one database; another database on the same server (a
          -- second environment, or a test) migrating says nothing about this one.
          and database = (select oid from pg_database where datname = current_database())
      ) as "migrating",
      to_regclass('kysely_migration') is not null as "hasTable"`
      .execute(db)
      .then((result) => result.rows[0]);
    if (row?.migrating) return { ready: false, reason: 'migrations running' };
    if (!row?.hasTable) return { ready: false, reason: 'migrations pending' };
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const names = new Set(applied.rows.map((r) => r.name));
    // Migrations newer than this build (another instance already upgraded the schema) are not
    // a reason to stop: migrations add to the schema, and the old code keeps working beside them.
    if (known.some((name) => !names.has(name))) return { ready: false, reason: 'migrations pending' };
    return { ready: true };
  };

  const check = async (): Promise<Readiness> => {
    if (stuck) return { ready: false, reason: 'database unreachable' };
    const attempt = query();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => {
        stuck = attempt
          .catch(() => undefined)
          .finally(() => {
            stuck = undefined;
          });
        resolve({ ready: false, reason: 'database unreachable' });
      }, timeoutMs);
    });
    try {
      return await Promise.race([
        attempt.catch(() => ({ ready: false, reason: 'database unreachable' }) as const),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  return () => {
    if (cached && Date.now() - cached.at < cacheMs) return Promise.resolve(cached.answer);
    running ??= check().then((answer) => {
      cached = { answer, at: Date.now() };
      running = undefined;
      return answer;
    });
    return running;
  };
}

const tags = ['health'];

export function registerHealthRoutes(
  app: FastifyInstance,
  readiness: () => Promise<Readiness>,
  lifecycle: Lifecycle,
): void {
  // A load balancer asks every few seconds: its request lines would drown the log, so they are
  // written only when something goes wrong.
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      config: { public: 'a liveness probe for a load balancer or orchestrator; it reads nothing' },
      schema: { tags, summary: 'Liveness: the process answers HTTP' },
    },
    async () => ({ code: ResultCode.ok, msg: 'live', data: { status: 'live' } }),
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      config: {
        public: 'a readiness probe for a load balancer; it says only whether this instance takes traffic',
      },
      schema: {
        tags,
        summary: 'Readiness: 200 when the database answers at this build’s schema, else 503',
      },
    },
    async (_request, reply) => {
      const answer: Readiness = lifecycle.draining
        ? { ready: false, reason: 'shutting down' }
        : await readiness();
      if (answer.ready) return { code: ResultCode.ok, msg: 'ready', data: { status: 'ready' } };
      return reply
        .code(503)
        .send({ code: 503, msg: `not ready: ${answer.reason}`, data: { status: 'unavailable' } });
    },
  );
}
