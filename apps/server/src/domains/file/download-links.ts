import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';

/** What a download link grants: one file, to one user, until a moment, saved or shown inline. */
export interface LinkGrant {
  type: string;
  name: string;
  userId: string;
  /** Epoch milliseconds after which the link answers nothing. */
  expires: number;
  inline: boolean;
}

const SECRET_FILE = 'file-link-secret';

/**
 * The key of the links' signatures: FILE_LINK_SECRET, or one made on first start and kept in
 * DATA_DIR, so that links survive a restart and servers sharing DATA_DIR accept each other's.
 */
export async function linkSecret(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured);
  const path = join(dataDir, SECRET_FILE);
  try {
    await writeFile(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(await readFile(path, 'utf8'));
}

function signature(secret: Buffer, grant: LinkGrant): Buffer {
  // Fields joined by a character none of them may hold, so no two grants sign the same text.
  const text = [grant.type, grant.name, grant.userId, grant.expires, grant.inline ? 1 : 0].join('\n');
  return createHmac('sha256', secret).update(text).digest();
}

/** The address of the download itself, carrying its grant and signature in the query. */
export function signedUrl(secret: Buffer, grant: LinkGrant): string {
  const query = new URLSearchParams({
    userId: grant.userId,
    expires: String(grant.expires),
    ...(grant.inline && { inline: '1' }),
    signature: signature(secret, grant).toString('base64url'),
  });
  return `/api/file/Signed/${grant.type}/${grant.name}?${query}`;
}

/** Refuses a link whose signature does not match what it grants, or whose time is up. */
export function checkLink(secret: Buffer, grant: LinkGrant, sent: string, now = Date.now()): void {
  const expected = signature(secret, grant);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest(t('file.linkInvalid'));
  if (now > grant.expires) throw badRequest(t('file.linkExpired'));
}
