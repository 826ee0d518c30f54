import type { ChatLimits } from '../../config.js';
import type { MessageKey } from '../../http/i18n/index.js';
import { throttleKey } from '../oauth/index.js';
import type { SocketHub } from './socket-hub.js';

/**
 * The address a socket counts against: an IPv4 client reaching a dual-stack listener is written
 * as ::ffff:a.b.c.d and counts as its IPv4 address; an IPv6 client counts as its /64.
 */
export const addressKey = (ip: string) => throttleKey(ip.replace(/^::ffff:(?=\d+\.)/i, ''));

/**
 * Why a new socket of `userId` from `address` is refused, if it is. Each instance counts the
 * sockets it holds itself, and sockets per user too: what a socket costs (memory, a file
 * descriptor, a share of every broadcast) is paid by the instance holding it, so each instance
 * bounds its own, at no round trip to Redis per handshake and with no count left behind by an
 * instance that died. A user spread over n instances may hold n times the limit, no more.
 */
export function admissionRefusal(
  hub: SocketHub,
  limits: ChatLimits,
  userId: string,
  address: string,
): MessageKey | undefined {
  if (limits.socketsPerUser > 0 && hub.countOfUser(userId) >= limits.socketsPerUser)
    return 'chat.tooManySocketsOfUser';
  if (limits.socketsPerAddress > 0 && hub.countOfAddress(address) >= limits.socketsPerAddress)
    return 'chat.tooManySocketsOfAddress';
  return undefined;
}
