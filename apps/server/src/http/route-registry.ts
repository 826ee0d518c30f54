import type { FastifyInstance } from 'fastify';
import { routeNeedsSession } from './auth.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** What the auth hook will decide for this route, from the same function. */
  needsSession: boolean;
  /** The JSON Schema of the body the route declares, if it takes one. */
  bodySchema: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can walk them instead of listing them by hand. */
    registeredRoutes: RegisteredRoute[];
  }
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
        public: Boolean(config.public),
        needsSession: routeNeedsSession(route.url, config),
        bodySchema: route.schema?.body,
      });
    }
  });
}
