import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordVisit } from '../home/recent-visits.js';
import { rememberPage } from '../lock/return-path.js';
import { findMenuRoute } from '../routes/menu-routes.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { useSessionStore } from '../session/store.js';

/** Records each opened menu page as a recent visit, and notes the page for the lock screen's return. */
export function useVisitRecorder(active: boolean): void {
  const { pathname, search } = useLocation();
  const userId = useSessionStore((state) => state.userInfo?.userId);
  const routes = useMenuRoutes();

  useEffect(() => {
    if (!active || !userId) return;
    rememberPage(pathname + search);
    const route = findMenuRoute(routes, pathname);
    if (!route || route.hidden) return;
    recordVisit(userId, { path: pathname + search, title: route.title, icon: route.icon });
  }, [active, userId, routes, pathname, search]);
}
