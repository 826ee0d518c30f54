import type { FastifyInstance } from 'fastify';
import type { AccessRule } from '../domains/authorization/load-authorization.js';
import { routeNeedsSession } from './auth.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Why a visitor may call it; absent for routes that need a session. */
  publicReason: string | undefined;
  /** What the auth hook will decide for this route, from the same function. */
  needsSession: boolean;
  /** The JSON Schema of the body the route declares, if it takes one. */
  bodySchema: unknown;
  /** The menu entry (and button) the route asks for, decided before its input is validated. */
  access: AccessRule | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can walk them instead of listing them by hand. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** The API's public routes and why each is open, as a Markdown list for the API documentation. */
export function publicRoutesMarkdown(routes: readonly RegisteredRoute[]): string {
  const lines = routes
    .filter((route) => route.publicReason && route.method !== 'HEAD')
    .map((route) => `- \`${route.method} ${route.url}\`: ${route.publicReason}`);
  return ['Public routes (every other /api route needs a signed-in session):', '', ...lines].join('\n');
}

export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const config = route.config ?? {};
      routes.push({
        method,
        url: route.url,
        publicReason: config.public,
        needsSession: routeNeedsSession(route.url, config),
        bodySchema: route.schema?.body,
        access: config.access,
      });
    }
  });
}
