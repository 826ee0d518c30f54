import { LOGIN_PATH, loginPath, readRedirect } from '../navigation/paths.js';

/** Routes a visitor may open without signing in (spec shell.md 2.3, rule 1). */
export const OPEN_PATHS: readonly string[] = [LOGIN_PATH, '/auth-redirect', '/jump'];

export interface RouteContext {
  pathname: string;
  search: string;
  hasToken: boolean;
  userLoaded: boolean;
  /** False after a deliberate sign-out: the next user should not land on the last user's page. */
  rememberPage: boolean;
}

export type RouteDecision =
  | { action: 'render' }
  | { action: 'redirect'; to: string }
  /** Signed in, but the user info has not arrived yet: load it, then decide again. */
  | { action: 'load-user' };

const render: RouteDecision = { action: 'render' };

/** The guard's rules as a pure function, so they can be read and tested without a router. */
export function decideRoute(context: RouteContext): RouteDecision {
  const { pathname, search, hasToken, userLoaded } = context;
  if (!hasToken) {
    if (OPEN_PATHS.includes(pathname)) return render;
    return { action: 'redirect', to: loginPath(context.rememberPage ? pathname + search : undefined) };
  }
  // Signed in already: the login page passes the user on to where they were going.
  if (pathname === LOGIN_PATH) return { action: 'redirect', to: readRedirect(search) ?? '/' };
  if (OPEN_PATHS.includes(pathname)) return render;
  return userLoaded ? render : { action: 'load-user' };
}
