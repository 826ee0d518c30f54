import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import {
  type AccessRule,
  canAccess,
  loadAuthorization,
} from '../domains/authorization/load-authorization.js';
import { resolveSession, type Session, tokenFromHeader } from '../domains/oauth/sessions.js';
import { forbidden } from './envelope.js';

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

const needsSession = (request: FastifyRequest) =>
  request.url.startsWith('/api/') &&
  !request.url.startsWith(DOCS_PREFIX) &&
  request.routeOptions.url !== undefined &&
  !request.routeOptions.config.public;

/** The signed-in session of a request that passed the auth hook. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session)
    throw new Error(`route ${request.routeOptions.url} used a session it does not require`);
  return request.session;
}

export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);

  // onRequest runs before body parsing and validation, so an anonymous caller learns nothing
  // about a route's input and cannot make it do any work.
  app.addHook('onRequest', async (request) => {
    if (!needsSession(request)) return;
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
