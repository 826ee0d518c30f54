import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { LAYOUT_TEXT } from '../layout/messages.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { useSessionStore } from '../session/store.js';
import { documentTitle, routeTitle, titleSuffix } from './route-title.js';

/** The title of the current location in the chosen language, '' when it has none. */
export function useCurrentRouteTitle(): string {
  const { pathname } = useLocation();
  const menuRoutes = useMenuRoutes();
  const t = useText(LAYOUT_TEXT);
  return routeTitle(pathname, menuRoutes, t) ?? '';
}

/**
 * Keeps document.title on the route's title and the product name. Used once
 * above every route: its effect runs after the page's own, so the route title in the chosen
 * language wins, and it runs again when the language, the menus or the product name change.
 */
export function useRouteTitle(): void {
  const title = useCurrentRouteTitle();
  const sysConfig = useSessionStore((state) => state.sysConfig);
  const suffix = titleSuffix(sysConfig);
  const { pathname } = useLocation();
  useEffect(() => {
    // The redirect route re-renders another page; its title follows when that page shows.
    if (!title && pathname.startsWith('/redirect')) return;
    document.title = documentTitle(title, suffix);
  }, [title, suffix, pathname]);
}
