import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../accounts/sessions.js';
import { t } from './i18n/messages.js';

// Stored as JNPF stores them, in simplified Chinese, so that logs read the same in both systems.
const LOCAL_NETWORK = '本地局域网';
const UNKNOWN = '未知';

const PRIVATE_RANGES = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1$/,
  /^f[cd]/i,
  /^fe80:/i,
];

/**
 * Names where an address is. Without an IP-geolocation database on the server only local
 * networks can be named; other addresses are reported as unknown rather than guessed.
 */
export function placeOf(ip: string): string {
  const address = ip.replace(/^::ffff:/, '');
  if (!isIP(address)) return UNKNOWN;
  return PRIVATE_RANGES.some((range) => range.test(address)) ? LOCAL_NETWORK : UNKNOWN;
}

/** A stored place name in the language of the request; names an administrator's tool wrote stay. */
export function placeName(stored: string): string {
  if (stored === LOCAL_NETWORK) return t('place.localNetwork');
  if (stored === UNKNOWN) return t('place.unknown');
  return stored;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const ipAddress = request.ip.replace(/^::ffff:/, '');
  return {
    ipAddress,
    ipAddressName: placeOf(ipAddress),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  };
}
