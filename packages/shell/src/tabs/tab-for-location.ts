import type { TextKey } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';
import type { LAYOUT_TEXT } from '../layout/messages.js';
import { HOME_PATH } from '../navigation/paths.js';
import { FIXED_ROUTE_TITLES, REDIRECT_PREFIX, UNTABBED } from '../routes/fixed-routes.js';
import { findMenuRoute, type MenuRoute } from '../routes/menu-routes.js';
import type { TabView } from './tabs-store.js';

/** Pinned tabs: the workspace routes. */
const AFFIX = [HOME_PATH, '/dashboard'];

/**
 * The tab of a location, or null when it gets none (the redirect route, 404, the pages outside the
 * layout, paths not in the menus). `translate(key, language)` gives fixed routes their titles.
 */
export function tabForLocation(
  pathname: string,
  search: string,
  menuRoutes: MenuRoute[],
  translate: (key: TextKey<typeof LAYOUT_TEXT>, language?: Language) => string,
): TabView | null {
  if (pathname.startsWith(`${REDIRECT_PREFIX}/`) || UNTABBED.includes(pathname)) return null;
  const base = { path: pathname, fullPath: pathname + search, name: pathname };
  const meta = { affix: AFFIX.includes(pathname), noCache: false };
  const key = FIXED_ROUTE_TITLES[pathname];
  if (key) return { ...base, title: translate(key), zhTitle: translate(key, 'zh'), meta };
  const route = findMenuRoute(menuRoutes, pathname);
  if (!route) return null;
  return { ...base, title: route.title, zhTitle: route.fullName, icon: route.icon, meta };
}
