import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Names of path parameters and query fields whose values are credentials: never written to a log. */
const SECRET_NAME = /token|secret|signature|password|passwd|ticket|sig$|code$/i;
const REDACTED = '[redacted]';

/** A request id a caller (a proxy, a load balancer) may pass on: short, and nothing that can break a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's address as logged: query values and path parameters that are credentials (a
 * signed link's signature, a one-time download token, a token some clients put in the path)
 * are replaced, so a log handed to anyone grants nothing.
 */
export function loggedUrl(url: string, params: unknown): string {
  const mark = url.indexOf('?');
  let path = mark < 0 ? url : url.slice(0, mark);
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (!SECRET_NAME.test(name) || typeof value !== 'string' || value === '') continue;
      for (const spelling of new Set([value, encodeURIComponent(value)]))
        path = path.split(spelling).join(REDACTED);
    }
  }
  if (mark < 0) return path;
  const query = [...new URLSearchParams(url.slice(mark + 1))]
    .map(([name, value]) => `${name}=${SECRET_NAME.test(name) ? REDACTED : value}`)
    .join('&');
  return `${path}?${query}`;
}

/**
 * The logger's settings: JSON lines (pino), each request's lines carrying its id (`reqId`), and
 * credentials kept out: headers are not logged at all, the address is logged through loggedUrl,
 * and fields named like a password or token in anything logged are replaced.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'password',
        'newPassword',
        'oldPassword',
        'token',
        'authorization',
        '*.password',
        '*.newPassword',
        '*.oldPassword',
        '*.token',
        '*.authorization',
        '*.headers.authorization',
        '*.headers.cookie',
      ],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: loggedUrl(request.url, request.params),
          route: request.routeOptions?.url,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

/** Takes the caller's X-Request-Id when it is a plain short token; otherwise makes one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id, so a person reporting a problem can quote it. */
export function registerRequestLogContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/**
 * From here on, the request's log lines (its completion line too) name the signed-in user. The
 * request's logger is its own (a child made for it, shared with its reply), so the user is added
 * to it in place rather than through one more child per request.
 */
export function logAsUser(request: FastifyRequest, userId: string): void {
  // A pino logger; a server built with logging off has a no-op logger without setBindings.
  const log = request.log as FastifyRequest['log'] & { setBindings?: (bindings: object) => void };
  log.setBindings?.({ userId });
}
