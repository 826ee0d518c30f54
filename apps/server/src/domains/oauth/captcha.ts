import svgCaptcha from 'svg-captcha';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { SystemKey } from '../system-config/index.js';

export const CAPTCHA_TTL_MS = 300_000;

/**
 * Whether password sign-in asks for the captcha: the administrators' system setting or the
 * operator's LOGIN_CAPTCHA turns it on, and either alone is enough. Sign-in and getConfig both ask
 * here, so the login page shows the captcha exactly when the server will demand it.
 */
export const captchaRequired = (system: Record<SystemKey, string>, config: Pick<Config, 'loginCaptcha'>) =>
  config.loginCaptcha || system.enableVerificationCode === '1';

/** Draws a captcha for `key` (the client's timestamp) and remembers its text for 300 s. */
export async function issueCaptcha(db: Db, key: string, length: number): Promise<string> {
  const captcha = svgCaptcha.create({
    size: length,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 40,
  });
  const values = { code: captcha.text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) };
  await db
    .insertInto('captcha')
    .values({ key, ...values })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
    .execute();
  // Old captchas are cleared here rather than by a timer: issuing is the only thing that adds rows.
  await db.deleteFrom('captcha').where('expiresAt', '<', new Date()).execute();
  return captcha.data;
}

/** Each captcha answers once, right or wrong, so it cannot be guessed at repeatedly. */
export async function checkCaptcha(db: Db, key: string | undefined, code: string | undefined): Promise<void> {
  if (!code?.trim()) throw badRequest(t('oauth.enterCode'));
  if (!key) throw badRequest(t('oauth.captchaExpired'));
  const row = await db.deleteFrom('captcha').where('key', '=', key).returningAll().executeTakeFirst();
  if (!row || row.expiresAt.getTime() < Date.now()) throw badRequest(t('oauth.captchaExpired'));
  if (row.code !== code.trim().toLowerCase()) throw badRequest(t('oauth.captchaWrong'));
}
