import { findMenuRoute, flattenRoutes, type MenuRoute } from '../routes/menu-routes.js';

/** Ids from the top-level entry down to (not including) the entry with this id. */
export function ancestorIds(routes: MenuRoute[], id: string): string[] {
  const byId = new Map(flattenRoutes(routes).map((route) => [route.id, route]));
  const trail: string[] = [];
  let parent = byId.get(id)?.parentId;
  while (parent && byId.has(parent)) {
    trail.unshift(parent);
    parent = byId.get(parent)?.parentId;
  }
  return trail;
}

/** The top-level entry the current location belongs to. */
export function topEntryOf(routes: MenuRoute[], pathname: string): MenuRoute | undefined {
  const current = findMenuRoute(routes, pathname);
  if (!current) return undefined;
  const top = ancestorIds(routes, current.id)[0] ?? current.id;
  return routes.find((route) => route.id === top);
}

/**
 * One submenu open at a time: opening a submenu closes every other one except
 * its own ancestors; closing one keeps what antd reports.
 */
export function accordionOpenKeys(routes: MenuRoute[], previous: string[], next: string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return next;
  return [...ancestorIds(routes, opened), opened];
}

/** Entries a menu shows: not hidden. */
export const visibleRoutes = (routes: MenuRoute[]) => routes.filter((route) => !route.hidden);
