import { LOGIN_PATH, loginPath, readRedirect } from '../navigation/paths.js';

/** Routes a visitor may open without signing in. */
export const OPEN_PATHS: readonly string[] = [LOGIN_PATH, '/auth-redirect', '/jump'];
export const LOCK_PATH = '/lockScreen';
export const FORCE_PASSWORD_PATH = '/force-change-password';

export interface RouteContext {
  pathname: string;
  search: string;
  hasToken: boolean;
  userLoaded: boolean;
  /** False after a deliberate sign-out: the next user should not land on the last user's page. */
  rememberPage: boolean;
  /** The screen is locked (session isLock, kept across reloads). */
  locked?: boolean;
  /** userInfo.isFirst once the user is loaded: 0 means the password must be changed first. */
  isFirst?: number | null;
}

export type RouteDecision =
  | { action: 'render' }
  | { action: 'redirect'; to: string }
  /** Signed in, but the user info has not arrived yet: load it, then decide again. */
  | { action: 'load-user' };

const render: RouteDecision = { action: 'render' };
const redirect = (to: string): RouteDecision => ({ action: 'redirect', to });

/** The lock screen, remembering the page to return to after unlocking. */
export function lockPath(target: string): string {
  if (target === '/' || target.startsWith(LOCK_PATH) || target.startsWith(LOGIN_PATH)) return LOCK_PATH;
  return `${LOCK_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** The guard's six rules as a pure function, readable and testable alone. */
export function decideRoute(context: RouteContext): RouteDecision {
  const { pathname, search, hasToken, userLoaded } = context;
  // Rule 1: visitors may only open the open routes.
  if (!hasToken) {
    if (OPEN_PATHS.includes(pathname)) return render;
    return redirect(loginPath(context.rememberPage ? pathname + search : undefined));
  }
  // Rule 2: a locked screen lets through only itself and the login page.
  if (context.locked && pathname !== LOCK_PATH && pathname !== LOGIN_PATH) {
    return redirect(lockPath(pathname + search));
  }
  // Rule 3: signed in already, the login page passes the user on to where they were going.
  if (pathname === LOGIN_PATH) return redirect(readRedirect(search) ?? '/');
  if (OPEN_PATHS.includes(pathname)) return render;
  // Rule 4: load the user (menus, permissions) once before any protected page.
  if (!userLoaded) return { action: 'load-user' };
  // The lock screen is beyond rule 5: a first-login user may still lock and unlock.
  if (pathname === LOCK_PATH) return render;
  // Rule 5: a first sign-in must change the password before anything else, and only then.
  const mustChange = context.isFirst === 0;
  if (mustChange && pathname !== FORCE_PASSWORD_PATH) return redirect(FORCE_PASSWORD_PATH);
  if (!mustChange && pathname === FORCE_PASSWORD_PATH) return redirect('/');
  return render;
}
