import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { menuTarget } from '../routes/menu-page.js';
import { flattenRoutes, type MenuRoute } from '../routes/menu-routes.js';
import { useSessionStore } from '../session/store.js';
import { useShellConfig } from '../shell-config.js';
import { MenuIcon } from './MenuIcon.js';
import { visibleRoutes } from './menu-tree.js';

export type MenuItems = NonNullable<MenuProps['items']>;

/** antd menu items for menu routes, keyed by entry id; `depth` 0 leaves children out. */
export function toMenuItems(routes: MenuRoute[], depth = Number.POSITIVE_INFINITY): MenuItems {
  return visibleRoutes(routes).flatMap((route) => {
    const base = { key: route.id, label: route.title, icon: <MenuIcon icon={route.icon} /> };
    if (!route.noRedirect || depth <= 0) return [base];
    // A directory is only a group: without entries it would lead nowhere, so it is left out.
    const children = toMenuItems(route.children, depth - 1);
    return children.length ? [{ ...base, children }] : [];
  });
}

/**
 * What a click on a menu entry does: types 6 and 7 with _blank open a new
 * window, everything else navigates. On mobile the drawer closes either way.
 */
export function useMenuClick(routes: MenuRoute[]): (id: string) => void {
  const navigate = useNavigate();
  const { dataVHost } = useShellConfig();
  return (id) => {
    const route = flattenRoutes(routes).find((entry) => entry.id === id);
    if (!route || route.noRedirect) return;
    const token = useSessionStore.getState().token ?? '';
    const target = menuTarget(route, { dataV: dataVHost, token });
    if ('window' in target) window.open(target.window, '_blank', 'noopener');
    else navigate(target.path);
    if (useAppStore.getState().device === 'mobile') useAppStore.getState().closeSidebar();
  };
}
