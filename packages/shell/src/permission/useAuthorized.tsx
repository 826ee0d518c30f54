import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { buildMenuRoutes, findMenuRoute } from '../routes/menu-routes.js';
import { useSessionStore } from '../session/store.js';
import { canAccess } from './can-access.js';

/** The id of the menu entry the current location belongs to: the modelId of its permissions. */
export function useCurrentModelId(): string | undefined {
  const { pathname } = useLocation();
  const menuList = useSessionStore((state) => state.menuList);
  const routes = useMemo(() => buildMenuRoutes(menuList), [menuList]);
  return findMenuRoute(routes, pathname)?.id;
}

/** Whether the current page grants the button `code` to the signed-in user. */
export function useAuthorized(code: string): boolean {
  const modelId = useCurrentModelId();
  const permissionList = useSessionStore((state) => state.permissionList);
  return canAccess({ modelId, code }, permissionList);
}

/** Renders its children only when the current page grants `code` (the button guard). */
export function AuthButton({ code, children }: { code: string; children: ReactNode }) {
  return useAuthorized(code) ? children : null;
}
