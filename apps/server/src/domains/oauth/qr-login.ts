import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@formwork/schema';
import { sql } from 'kysely';
import type { ClientInfo } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { assertCanSignIn, type LoginPolicy } from './failures.js';
import { startSession } from './login.js';

/**
 * App QR scan sign-in. The login page asks for a ticket and shows it as a QR code; a signed-in app
 * scans it (Scan) and the person confirms (Confirm); the page, polling, then receives a session of
 * its own for that user, exactly once. Only the ticket's hash is stored.
 */
export const QR_TICKET_TTL_MS = 120_000;
/** Time a person has to confirm after scanning, and the page to collect after confirming. */
const AFTER_SCAN_MS = 60_000;
const AFTER_CONFIRM_MS = 30_000;

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';
export type QrPoll = { status: QrStatus } | ({ status: 'confirmed' } & LoginResult);

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const later = (ms: number) => new Date(Date.now() + ms);

export async function issueQrTicket(db: Db): Promise<{ ticket: string; expiresAt: number }> {
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = later(QR_TICKET_TTL_MS);
  await db
    .insertInto('qrTicket')
    .values({ ticketHash: hashTicket(ticket), expiresAt })
    .execute();
  // Issuing is the only thing that adds tickets, so it clears the dead ones too.
  await db.deleteFrom('qrTicket').where('expiresAt', '<', new Date()).execute();
  return { ticket, expiresAt: expiresAt.getTime() };
}

/** What the login page sees; a confirmed ticket turns into a session once, then reads as expired. */
export async function pollQrTicket(
  db: Db,
  ticket: string,
  client: ClientInfo,
  policy: LoginPolicy,
): Promise<QrPoll> {
  const hash = hashTicket(ticket);
  const row = await db
    .selectFrom('qrTicket')
    .select(['status', 'expiresAt'])
    .where('ticketHash', '=', hash)
    .executeTakeFirst();
  if (!row || row.status === 'consumed' || row.expiresAt.getTime() <= Date.now())
    return { status: 'expired' };
  if (row.status !== 'confirmed') return { status: row.status };

  const claimed = await db
    .updateTable('qrTicket')
    .set({ status: 'consumed' })
    .where('ticketHash', '=', hash)
    .where('status', '=', 'confirmed')
    .returning('userId')
    .executeTakeFirst();
  if (!claimed?.userId) return { status: 'expired' };
  const user = await db
    .selectFrom('users')
    .select(['id', 'account', 'theme', 'enabledMark', 'lockUntil'])
    .where('id', '=', claimed.userId)
    .executeTakeFirstOrThrow();
  assertCanSignIn(user);
  const result = await startSession(db, { userId: user.id, theme: user.theme }, user.account, client, policy);
  return { status: 'confirmed', ...result };
}

/** Explains why a ticket could not move on. */
async function refusal(db: Db, hash: string, userId: string): Promise<Error> {
  const row = await db
    .selectFrom('qrTicket')
    .select(['status', 'userId', 'expiresAt'])
    .where('ticketHash', '=', hash)
    .executeTakeFirst();
  if (!row || row.status === 'consumed' || row.expiresAt.getTime() <= Date.now())
    return badRequest(t('oauth.qrExpired'));
  if (row.status === 'waiting') return badRequest(t('oauth.qrNotScanned'));
  if (row.userId !== userId) return badRequest(t('oauth.qrTaken'));
  return badRequest(t('oauth.qrAlreadyConfirmed'));
}

/** The app scanned the code: the page shows "scanned, confirm on your phone". */
export async function scanQrTicket(db: Db, ticket: string, userId: string): Promise<void> {
  const hash = hashTicket(ticket);
  const updated = await db
    .updateTable('qrTicket')
    .set({ status: 'scanned', userId, expiresAt: sql`greatest(expires_at, ${later(AFTER_SCAN_MS)})` })
    .where('ticketHash', '=', hash)
    .where('expiresAt', '>', new Date())
    .where((eb) =>
      eb.or([
        eb('status', '=', 'waiting'),
        eb.and([eb('status', '=', 'scanned'), eb('userId', '=', userId)]),
      ]),
    )
    .returning('status')
    .executeTakeFirst();
  if (!updated) throw await refusal(db, hash, userId);
}

/** The person who scanned confirms; the page's next poll signs them in. */
export async function confirmQrTicket(db: Db, ticket: string, userId: string): Promise<void> {
  const hash = hashTicket(ticket);
  const updated = await db
    .updateTable('qrTicket')
    .set({ status: 'confirmed', expiresAt: later(AFTER_CONFIRM_MS) })
    .where('ticketHash', '=', hash)
    .where('expiresAt', '>', new Date())
    .where('status', '=', 'scanned')
    .where('userId', '=', userId)
    .returning('status')
    .executeTakeFirst();
  if (!updated) throw await refusal(db, hash, userId);
}
