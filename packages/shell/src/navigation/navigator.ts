import { LOGIN_PATH, loginPath } from './paths.js';

export type Navigate = (to: string) => void;

// Before the router has mounted (or outside React), a full page load still gets the user there.
const byPageLoad: Navigate = (to) => window.location.assign(to);
let current: Navigate = byPageLoad;

/** Lets code outside React (the store, the HTTP client) move through the app's router. */
export function setNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = byPageLoad;
  };
}

export function navigateTo(to: string): void {
  current(to);
}

/** Sends the user to the login route unless already there, remembering the current page. */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === LOGIN_PATH) return;
  navigateTo(loginPath(pathname + search));
}
