import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ResultCode } from '@formwork/schema';
import { type Stamps, sessionStamps } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import type { SessionEndReason } from '../../db/tables.js';
import { AppError } from '../../http/envelope.js';

export interface Session {
  id: string;
  userId: string;
  /** Read with the session on every request, never kept. */
  isAdministrator: boolean;
  /** The change stamps as they were when the session was read, before anything else. */
  stamps: Stamps;
}

export interface ClientInfo {
  ipAddress: string;
  ipAddressName: string;
  userAgent: string;
}

const TOKEN_SCHEME = 'bearer';
/** What a caller without a token, or a route reached without a session, is told. */
export const SIGNED_OUT = '未登录或登录已过期，请重新登录';
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

const ENDED_MESSAGES: Record<SessionEndReason, [number, string]> = {
  logout: [ResultCode.tokenInvalid, '登录过期,请重新登录'],
  password: [ResultCode.tokenInvalid, '密码已修改，请重新登录'],
  forced: [ResultCode.kickedOut, '您已被管理员强制下线，请重新登录'],
};

/** The live session a token belongs to; otherwise the 600/601 answer the client must act on. */
export async function resolveSession(db: Db, token: string | undefined): Promise<Session> {
  if (!token) throw new AppError(ResultCode.tokenInvalid, SIGNED_OUT);
  const row = await db
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
      sessionStamps.as('stamps'),
    ])
    .where('s.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new AppError(ResultCode.tokenInvalid, '登录过期,请重新登录');
  if (row.endReason) {
    const [code, message] = ENDED_MESSAGES[row.endReason];
    throw new AppError(code, message);
  }
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) throw new AppError(ResultCode.tokenInvalid, '登录过期,请重新登录');
  if (row.enabledMark !== 1) throw new AppError(ResultCode.tokenInvalid, '账号已被禁用，请联系管理员');
  if (now - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db
      .updateTable('userSession')
      .set({ lastSeenAt: new Date(now) })
      .where('id', '=', row.id)
      .execute();
  }
  return { id: row.id, userId: row.userId, isAdministrator: row.isAdministrator, stamps: row.stamps ?? {} };
}

export async function endSession(db: Db, sessionId: string, reason: SessionEndReason): Promise<void> {
  await db
    .updateTable('userSession')
    .set({ endedAt: new Date(), endReason: reason })
    .where('id', '=', sessionId)
    .where('endedAt', 'is', null)
    .execute();
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function endUserSessions(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  keepSessionId?: string,
): Promise<number> {
  let query = db
    .updateTable('userSession')
    .set({ endedAt: new Date(), endReason: reason })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', new Date());
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
