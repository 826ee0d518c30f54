import { useMemo } from 'react';
import { useAppStore } from '../app/app-store.js';
import { useSessionStore } from '../session/store.js';
import { buildMenuRoutes, type MenuRoute } from './menu-routes.js';

/** The signed-in user's menus as routes in their language, rebuilt when either changes. */
export function useMenuRoutes(): MenuRoute[] {
  const menuList = useSessionStore((state) => state.menuList);
  const language = useAppStore((state) => state.language);
  return useMemo(() => buildMenuRoutes(menuList, language), [menuList, language]);
}
