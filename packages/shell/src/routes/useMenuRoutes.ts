import { useMemo } from 'react';
import { useSessionStore } from '../session/store.js';
import { buildMenuRoutes, type MenuRoute } from './menu-routes.js';

/** The signed-in user's menus as routes, rebuilt only when the menu list changes. */
export function useMenuRoutes(): MenuRoute[] {
  const menuList = useSessionStore((state) => state.menuList);
  return useMemo(() => buildMenuRoutes(menuList), [menuList]);
}
