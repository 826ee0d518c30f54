export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** The login route, remembering where the user wanted to go. */
export function loginPath(target?: string): string {
  if (!target || target === '/' || target.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The `redirect` query of the login route, when it names a path inside the app. Anything else
 * (another origin, `//host`, a missing value) is dropped so the login page cannot be used to send
 * users elsewhere.
 */
export function readRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`)) return null;
  return target;
}
