import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession, type Session, signedOut, tokenFromHeader } from '../accounts/sessions.js';
import type { Db } from '../db/database.js';
import { type AccessRule, authorizationOf, canAccess } from '../domains/authorization/load-authorization.js';
import { forbidden } from './envelope.js';
import { logAsUser } from './logging.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Open to visitors, and why: no token needed. Everything else under /api answers 600 without
     * one. The reason is shown in the API documentation's list of public routes.
     */
    public?: string;
    /** The menu entry (and button) a user must be granted to call this route. */
    access?: AccessRule;
    /**
     * The route parameter holding the id of the model whose records the route reads: its records
     * stamp is read in the session's statement, sparing the request a round trip.
     */
    recordsOfParam?: string;
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
export function routeNeedsSession(routeUrl: string | undefined, config: { public?: string }): boolean {
  if (routeUrl === undefined) return false; // no route matched: the not-found answer holds no data
  if (config.public) return false;
  return routeUrl.startsWith('/api/') && !routeUrl.startsWith(DOCS_PREFIX);
}

/**
 * The signed-in session of a request. A route that needs the user but was reached without one
 * answers "sign in" (600) rather than failing, so a mistake in a route's marking never shows as 500.
 */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw signedOut();
  return request.session;
}

/** The model id named by the route's `recordsOfParam`, as the router matched it. */
function recordsOf(request: FastifyRequest): string | undefined {
  const param = request.routeOptions.config.recordsOfParam;
  if (param === undefined) return undefined;
  const params = request.params as Record<string, unknown>;
  const value = Object.hasOwn(params, param) ? params[param] : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);

  // The API documentation shows a public route without the token requirement the rest carry,
  // and says why it is open.
  app.addHook('onRoute', (route) => {
    const reason = route.config?.public;
    if (!reason) return;
    const description = [route.schema?.description, `Public: ${reason}.`].filter(Boolean).join('\n\n');
    route.schema = { ...route.schema, security: [], description };
  });

  // onRequest runs before body parsing and validation, so an anonymous caller learns nothing
  // about a route's input and cannot make it do any work.
  app.addHook('onRequest', async (request) => {
    if (!routeNeedsSession(request.routeOptions.url, request.routeOptions.config)) return;
    request.session = await resolveSession(
      db,
      tokenFromHeader(request.headers.authorization),
      recordsOf(request),
    );
    if (request.session) logAsUser(request, request.session.userId);
  });

  // Permission is decided before the input is validated, so a caller without it is refused
  // (403) and learns nothing about what the route takes.
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return;
    const authorization = await authorizationOf(db, sessionOf(request));
    if (!canAccess(authorization, rule)) throw forbidden();
  });
}
