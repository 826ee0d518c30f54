import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ResultCode } from '@formwork/schema';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import {
  recordsStamp,
  SESSION_STAMP_NAMES,
  type StampName,
  type Stamps,
  sessionStamps,
} from '../db/change-stamps.js';
import type { SessionEndReason } from '../db/core-tables.js';
import type { Db } from '../db/database.js';
import { runOften } from '../db/named-statements.js';
import { AppError } from '../http/envelope.js';
import { type MessageKey, t } from '../http/i18n/index.js';

export interface Session {
  id: string;
  userId: string;
  /** Read with the session on every request, never kept. */
  isAdministrator: boolean;
  /** The change stamps as they were when the session was read, before anything else. */
  stamps: Stamps;
  /**
   * The version of one model's records stamp, read with the session when the route names the
   * model it reads (undefined version: no record of it was ever written). Absent otherwise.
   */
  records?: { modelId: string; version: string | undefined };
}

export interface ClientInfo {
  ipAddress: string;
  ipAddressName: string;
  userAgent: string;
}

const TOKEN_SCHEME = 'bearer';
/** Refreshing last-seen on every call would write on every read; once a minute is enough for "online users". */
const LAST_SEEN_RESOLUTION_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Accepts "bearer <token>" (what Login hands out) or the bare token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [first, second] = header.trim().split(/\s+/);
  if (second !== undefined) return first?.toLowerCase() === TOKEN_SCHEME ? second : undefined;
  return first || undefined;
}

export async function createSession(
  db: Db,
  userId: string,
  ttlMinutes: number,
  client: ClientInfo,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('userSession')
    .values({
      id: randomUUID(),
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
      ...client,
    })
    .execute();
  return `${TOKEN_SCHEME} ${token}`;
}

const ENDED_MESSAGES: Record<SessionEndReason, [number, MessageKey]> = {
  logout: [ResultCode.tokenInvalid, 'oauth.sessionExpired'],
  password: [ResultCode.tokenInvalid, 'oauth.passwordChanged'],
  forced: [ResultCode.kickedOut, 'oauth.kickedOut'],
};

/** What a caller without a token, or a route reached without a session, is told. */
export const signedOut = () => new AppError(ResultCode.tokenInvalid, t('oauth.signedOut'));

/** The parameters of the session statement, in the order its text uses them. */
const sessionParameters = (recordsOf: string | undefined, tokenHash: string): unknown[] => [
  ...SESSION_STAMP_NAMES,
  ...(recordsOf === undefined ? [] : [recordsStamp(recordsOf)]),
  tokenHash,
];

function buildSessionStatement(db: Db, recordsOf: string | undefined, tokenHash: string) {
  return db
    .selectFrom('userSession as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select([
      's.id',
      's.userId',
      's.expiresAt',
      's.lastSeenAt',
      's.endReason',
      'u.enabledMark',
      'u.isAdministrator',
      sessionStamps(recordsOf).as('stamps'),
    ])
    .where('s.tokenHash', '=', tokenHash)
    .compile();
}

type SessionRow = ReturnType<typeof buildSessionStatement> extends CompiledQuery<infer R> ? R : never;

/** The statement's text by database and shape (with or without a records stamp). */
const sessionTexts = new WeakMap<Db, Map<boolean, string>>();

/**
 * The session statement for one request. It runs on nearly every request, so its text is built
 * once per database and shape and only its parameters change: building and compiling the query
 * again each time cost about as much CPU as the rest of a cached list request's own work.
 */
function sessionStatement(
  db: Db,
  recordsOf: string | undefined,
  tokenHash: string,
): CompiledQuery<SessionRow> {
  let texts = sessionTexts.get(db);
  if (!texts) {
    texts = new Map();
    sessionTexts.set(db, texts);
  }
  let text = texts.get(recordsOf !== undefined);
  if (text === undefined) {
    const sample = buildSessionStatement(db, recordsOf, tokenHash);
    // The text is reused with parameters listed here; it must take them in this order.
    if (JSON.stringify(sample.parameters) !== JSON.stringify(sessionParameters(recordsOf, tokenHash)))
      throw new Error('the session statement takes its parameters in another order than sessionParameters');
    text = sample.sql;
    texts.set(recordsOf !== undefined, text);
    runOften(text);
  }
  return CompiledQuery.raw(text, sessionParameters(recordsOf, tokenHash)) as CompiledQuery<SessionRow>;
}

/**
 * The live session a token belongs to; otherwise the 600/601 answer the client must act on.
 * `recordsOf`: the model whose records stamp the request will need, read in the same statement.
 */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  recordsOf?: string,
): Promise<Session> {
  if (!token) throw signedOut();
  const [row] = (await db.executeQuery(sessionStatement(db, recordsOf, hashToken(token)))).rows;
  if (!row) throw new AppError(ResultCode.tokenInvalid, t('oauth.sessionExpired'));
  if (row.endReason) {
    const [code, key] = ENDED_MESSAGES[row.endReason];
    throw new AppError(code, t(key));
  }
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) throw new AppError(ResultCode.tokenInvalid, t('oauth.sessionExpired'));
  if (row.enabledMark !== 1) throw new AppError(ResultCode.tokenInvalid, t('oauth.accountDisabled'));
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .updateTable('userSession')
      .set({ lastSeenAt: new Date(now) })
      .where('id', '=', row.id)
      .execute();
  }
  const read = row.stamps ?? {};
  const stamps: Partial<Record<StampName, string>> = {};
  for (const name of SESSION_STAMP_NAMES) if (Object.hasOwn(read, name)) stamps[name] = read[name];
  const session: Session = { id: row.id, userId: row.userId, isAdministrator: row.isAdministrator, stamps };
  if (recordsOf !== undefined)
    session.records = { modelId: recordsOf, version: read[recordsStamp(recordsOf)] };
  return session;
}

export async function endSession(db: Db, sessionId: string, reason: SessionEndReason): Promise<boolean> {
  const result = await db
    .updateTable('userSession')
    .set({ endedAt: new Date(), endReason: reason })
    .where('id', '=', sessionId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of a user, except `keepSessionId` when given; answers the ids ended. */
export async function endUserSessions(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  keepSessionId?: string,
): Promise<string[]> {
  let query = db
    .updateTable('userSession')
    .set({ endedAt: new Date(), endReason: reason })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', new Date());
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/**
 * Tells every instance that sessions ended, so the chat sockets opened with them are told logout
 * and closed at once. Call it after the write that ended them committed: a socket closed for a
 * session still live would only reconnect. A failure to announce is logged, not raised: the
 * sessions are ended whatever the sockets do, and each instance also checks its sockets'
 * sessions every half minute.
 */
export async function announceSessionsEnded(
  app: Pick<FastifyInstance, 'realtime' | 'log'>,
  userId: string,
  sessionIds: string[],
  reason: SessionEndReason,
): Promise<void> {
  if (sessionIds.length === 0) return;
  await app.realtime
    .publish({ kind: 'sessionsEnded', userId, sessionIds, reason })
    .catch((error) => app.log.error({ err: error }, 'ended sessions could not be announced'));
}

/**
 * For the route that disables a user: their sessions stop answering at once (the session check
 * reads the account's state), and this closes their chat sockets on every instance. Call it after
 * the write that disabled the user committed.
 */
export async function announceUserDisabled(
  app: Pick<FastifyInstance, 'realtime' | 'log'>,
  userId: string,
): Promise<void> {
  await app.realtime
    .publish({ kind: 'sessionsEnded', userId, reason: 'disabled' })
    .catch((error) => app.log.error({ err: error }, 'a disabled user could not be announced'));
}
