import type { Language, MenuItem } from '@formwork/schema';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { buildMenuRoutes, flattenRoutes, type MenuRoute } from '../routes/menu-routes.js';

/** One entry of the header search: a page the user may open. */
export interface SearchEntry {
  /** The breadcrumb joined by ' > '. */
  title: string;
  path: string;
  /** Query string of the menu address, kept for navigation. */
  query: string;
  route: MenuRoute;
}

/** How the header search matches: fuzzy (threshold 0.4) over the title (weight 0.7) and path (0.3). */
export const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The pages among routes: hidden entries and directories (noRedirect) are left out. */
export function entriesFromRoutes(routes: MenuRoute[]): SearchEntry[] {
  return flattenRoutes(routes)
    .filter((route) => !route.hidden && !route.noRedirect)
    .map((route) => ({ title: route.breadcrumb.join(' > '), path: route.path, query: route.query, route }));
}

/** The pages of the user's menu list, titled in their language. */
export const searchEntries = (menuList: MenuItem[], language?: Language): SearchEntry[] =>
  entriesFromRoutes(buildMenuRoutes(menuList, language));

export const createMenuSearch = (entries: SearchEntry[]): Fuse<SearchEntry> =>
  new Fuse(entries, FUSE_OPTIONS);

/** Entries matching the text, best first; blank text matches nothing. */
export function searchMenu(search: Fuse<SearchEntry>, text: string): SearchEntry[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  return search.search(trimmed).map((result) => result.item);
}
