import { MenuType } from '@formwork/schema';
import { externalAddress, findMenuRoute, type MenuRoute } from './menu-routes.js';

/** Menu types whose page apps/console registers per type. */
export const TYPE_PAGE_TYPES: readonly number[] = [
  MenuType.onlineDev,
  MenuType.dictionary,
  MenuType.dataReport,
  MenuType.portal,
];

/** What the catch-all route shows for a location, decided from the user's menus alone. */
export type MenuPage =
  /** Not in the user's menus: they may not open it by URL. */
  | { kind: 'not-found' }
  /** Type 2: the page apps/console registered for this path. */
  | { kind: 'page'; route: MenuRoute }
  /** Types 3, 4, 5, 8: the page registered for the type, given the entry. */
  | { kind: 'type-page'; route: MenuRoute }
  /** Types 6 and 7 with _self: the address embedded in the app. */
  | { kind: 'embedded'; route: MenuRoute; url: string }
  /** Types 6 and 7 with _blank, reached by URL: offer to open the new window. */
  | { kind: 'new-window'; route: MenuRoute; url: string }
  /** Types 6 and 7 with any other target: a plain link. */
  | { kind: 'link'; route: MenuRoute; url: string }
  /** A type this console does not know. */
  | { kind: 'unavailable'; route: MenuRoute };

export const isExternal = (route: MenuRoute) =>
  route.type === MenuType.externalLink || route.type === MenuType.dataView;

export function resolveMenuPage(
  routes: MenuRoute[],
  pathname: string,
  values: { dataV: string; token: string },
): MenuPage {
  const route = findMenuRoute(routes, pathname);
  if (!route) return { kind: 'not-found' };
  if (route.type === MenuType.page) return { kind: 'page', route };
  if (TYPE_PAGE_TYPES.includes(route.type)) return { kind: 'type-page', route };
  if (isExternal(route)) {
    const url = externalAddress(route, values);
    if (route.linkTarget === '_self') return { kind: 'embedded', route, url };
    if (route.linkTarget === '_blank') return { kind: 'new-window', route, url };
    return { kind: 'link', route, url };
  }
  return { kind: 'unavailable', route };
}

/** Where a menu click leads: a new window for types 6 and 7 with _blank, else a path in the app. */
export function menuTarget(
  route: MenuRoute,
  values: { dataV: string; token: string },
): { window: string } | { path: string } {
  if (isExternal(route) && route.linkTarget === '_blank') return { window: externalAddress(route, values) };
  return { path: route.path + route.query };
}
