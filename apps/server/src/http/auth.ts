import { ResultCode } from '@formwork/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import {
  type AccessRule,
  canAccess,
  loadAuthorization,
} from '../domains/authorization/load-authorization.js';
import { resolveSession, type Session, tokenFromHeader } from '../domains/oauth/sessions.js';
import { AppError, forbidden } from './envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to visitors: no token needed. Everything else under /api answers 600 without one. */
    public?: boolean;
    /** The menu entry (and button) a user must be granted to call this route. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export const DOCS_PREFIX = '/api/docs';

/**
 * Whether a route needs a signed-in session, decided from the route as it was registered (its
 * path pattern and config), never from the URL as the client spelled it: the router decodes
 * percent-escapes, drops an absolute-form request line's scheme and host and folds some slashes,
 * so a check on the raw URL can be walked around by writing the same path another way.
 * Every API route needs one unless it is marked public; the console's files and the API
 * documentation are open to visitors.
 */
export function routeNeedsSession(routeUrl: string | undefined, config: { public?: boolean }): boolean {
  if (routeUrl === undefined) return false; // no route matched: the not-found answer holds no data
  if (config.public) return false;
  return routeUrl.startsWith('/api/') && !routeUrl.startsWith(DOCS_PREFIX);
}

const SIGNED_OUT = '未登录或登录已过期，请重新登录';

/**
 * The signed-in session of a request. A route that needs the user but was reached without one
 * answers "sign in" (600) rather than failing, so a mistake in a route's marking never shows as 500.
 */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError(ResultCode.tokenInvalid, SIGNED_OUT);
  return request.session;
}

export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);

  // onRequest runs before body parsing and validation, so an anonymous caller learns nothing
  // about a route's input and cannot make it do any work.
  app.addHook('onRequest', async (request) => {
    if (!routeNeedsSession(request.routeOptions.url, request.routeOptions.config)) return;
    request.session = await resolveSession(db, tokenFromHeader(request.headers.authorization));
  });

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    const session = sessionOf(request);
    const user = await db
      .selectFrom('users')
      .select('isAdministrator')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const authorization = await loadAuthorization(db, session.userId, user.isAdministrator);
    if (!canAccess(authorization, rule)) throw forbidden();
  });
}
