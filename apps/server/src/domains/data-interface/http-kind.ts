import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError, badField } from '../../http/envelope.js';

export interface HttpLimits {
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const HTTP_LIMITS: HttpLimits = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
};

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** IPv4 ranges a request may reach: ipaddr.js names every special-purpose block otherwise. */
const PUBLIC_V4 = new Set(['unicast']);

/**
 * Whether an address is a public one: IPv4 outside every special-purpose block (loopback,
 * private, CGNAT, link-local, 0/8, multicast, broadcast, reserved...); IPv6 only in global
 * unicast 2000::/3 outside its special blocks, and IPv6 forms that carry an IPv4 address
 * (mapped, compatible, NAT64, 6to4) judged by that IPv4 address.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return PUBLIC_V4.has(parsed.range());
  const v6 = parsed as ipaddr.IPv6;
  const parts = v6.parts;
  const embedded = (high: number, low: number) =>
    isPublicAddress(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped).
  if (parts.slice(0, 5).every((part) => part === 0) && (parts[5] === 0 || parts[5] === 0xffff)) {
    return parts[5] === 0xffff || (parts[6] ?? 0) > 0 ? embedded(parts[6] ?? 0, parts[7] ?? 0) : false;
  }
  // NAT64 64:ff9b::/96 and 64:ff9b:1::/48.
  if (parts[0] === 0x64 && parts[1] === 0xff9b) return embedded(parts[6] ?? 0, parts[7] ?? 0);
  // 6to4 2002::/16 carries the IPv4 address in bits 16-47.
  if (parts[0] === 0x2002) return embedded(parts[1] ?? 0, parts[2] ?? 0);
  const range = v6.range();
  if (range === 'teredo' || range === 'rfc6145' || range === 'rfc6052' || range === '6to4') return false;
  return range === 'unicast' && ((parts[0] ?? 0) & 0xe000) === 0x2000;
}

/** A URL's host as the address literal or name it is (WHATWG URL has normalised 0177.1 etc.). */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * The address to connect to for a URL: every address its name resolves to must be public
 * (unless the host is one the administrator allowed); the first is the one connected to.
 */
export async function checkedAddress(
  url: URL,
  allowedHosts: ReadonlySet<string>,
  resolve: Resolver,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badField('path', 'dataInterface.httpScheme');
  if (url.username || url.password) throw badField('path', 'dataInterface.httpCredentials');
  const host = bareHost(url);
  const literal = ipaddr.isValid(host) ? [{ address: host, family: host.includes(':') ? 6 : 4 }] : undefined;
  let addresses: { address: string; family: number }[];
  try {
    addresses = literal ?? (await resolve(host));
  } catch {
    throw badField('path', 'dataInterface.httpUnresolved', { host });
  }
  const first = addresses[0];
  if (!first) throw badField('path', 'dataInterface.httpUnresolved', { host });
  if (!allowedHosts.has(host) && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw badField('path', 'dataInterface.httpPrivate', { host });
  }
  return first;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** POST: sent as JSON. */
  body?: unknown;
}

/**
 * Calls an HTTP interface and answers its JSON body. Each hop (the URL and up to maxRedirects
 * redirects, followed by hand) is checked by checkedAddress and connected to that very address,
 * so a name cannot resolve to a public address for the check and a private one for the
 * connection. Connect and total timeouts and a size cap bound the call.
 */
export async function callHttp(
  request: HttpRequest,
  allowedHosts: ReadonlySet<string>,
  options: { resolve?: Resolver; limits?: HttpLimits } = {},
): Promise<unknown> {
  const resolve = options.resolve ?? systemResolver;
  const limits = options.limits ?? HTTP_LIMITS;
  const deadline = Date.now() + limits.totalTimeoutMs;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw badField('path', 'dataInterface.httpBadUrl');
  }
  let method = request.method;
  let body = method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined;
  for (let hop = 0; ; hop += 1) {
    const target = await checkedAddress(url, allowedHosts, resolve);
    const answer = await oneRequest(url, target, method, request.headers, body, limits, deadline);
    if (answer.location !== undefined) {
      if (hop >= limits.maxRedirects)
        throw badField('path', 'dataInterface.httpRedirects', { count: limits.maxRedirects });
      try {
        url = new URL(answer.location, url);
      } catch {
        throw badField('path', 'dataInterface.httpBadUrl');
      }
      // 303, and 301/302 after a POST, are followed with a GET, as browsers do.
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw badField('path', 'dataInterface.httpStatus', { status: answer.status });
    }
    try {
      return JSON.parse(answer.text);
    } catch {
      throw badField('path', 'dataInterface.httpNotJson');
    }
  }
}

function oneRequest(
  url: URL,
  target: { address: string; family: number },
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  limits: HttpLimits,
  deadline: number,
): Promise<{ status: number; location?: string; text: string }> {
  // Whatever name the socket asks for, it gets the checked address.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [target]);
    } else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolvePromise, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(badField('path', 'dataInterface.httpTimeout'));
    const outgoing = client.request(url, {
      method,
      lookup: pinned,
      headers: {
        accept: 'application/json',
        ...headers,
        ...(body !== undefined && {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        }),
      },
      agent: false,
    });
    const total = setTimeout(
      () => outgoing.destroy(badField('path', 'dataInterface.httpTimeout')),
      remaining,
    );
    const connect = setTimeout(
      () => outgoing.destroy(badField('path', 'dataInterface.httpTimeout')),
      Math.min(limits.connectTimeoutMs, remaining),
    );
    outgoing.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connect));
    });
    const done = () => {
      clearTimeout(total);
      clearTimeout(connect);
    };
    outgoing.on('error', (error) => {
      done();
      reject(
        error instanceof AppError
          ? error
          : badField('path', 'dataInterface.httpFailed', { reason: error.message.slice(0, 200) }),
      );
    });
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        done();
        resolvePromise({ status, location, text: '' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          outgoing.destroy(badField('path', 'dataInterface.httpTooLarge', { bytes: limits.maxBytes }));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        done();
        resolvePromise({ status, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        done();
        reject(error);
      });
    });
    outgoing.end(body);
  });
}
