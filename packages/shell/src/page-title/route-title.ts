import type { SysConfigInfo } from '@formwork/schema';
import type { TextKey } from '../i18n/i18n.js';
import type { LAYOUT_TEXT } from '../layout/messages.js';
import { FIXED_ROUTE_TITLES } from '../routes/fixed-routes.js';
import { findMenuRoute, type MenuRoute } from '../routes/menu-routes.js';
import { DEFAULT_PRODUCT_NAME } from './usePageTitle.js';

/** The product name the title ends with: the configured title, else the system name. */
export function titleSuffix(sysConfig: Pick<SysConfigInfo, 'title' | 'sysName'> | null): string {
  return sysConfig?.title || sysConfig?.sysName || DEFAULT_PRODUCT_NAME;
}

/**
 * A location's title in the chosen language: fixed routes by their key, menu entries by their name;
 * undefined when the location has none of its own (the redirect route, unknown paths).
 */
export function routeTitle(
  pathname: string,
  menuRoutes: MenuRoute[],
  translate: (key: TextKey<typeof LAYOUT_TEXT>) => string,
): string | undefined {
  const key = FIXED_ROUTE_TITLES[pathname];
  if (key) return translate(key);
  return findMenuRoute(menuRoutes, pathname)?.title;
}

export const documentTitle = (title: string, suffix: string) => (title ? `${title} - ${suffix}` : suffix);
