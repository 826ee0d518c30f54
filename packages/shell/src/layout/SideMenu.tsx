import { Menu } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { findMenuRoute, type MenuRoute } from '../routes/menu-routes.js';
import { toMenuItems, useMenuClick } from './menu-items.js';
import { accordionOpenKeys, ancestorIds } from './menu-tree.js';
import { OPENS_FIRST_ENTRY } from './top-menu-overflow.js';

export interface SideMenuProps {
  /** Every menu route: to find where the current page sits. */
  allRoutes: MenuRoute[];
  /** The entries this menu shows (all of them, or the children of the blend layout's pick). */
  routes: MenuRoute[];
  dark: boolean;
  collapsed?: boolean;
  /** The plain layout's narrow column: top-level icons, everything below in pop-ups. */
  narrow?: boolean;
}

/** The sidebar's menu: one submenu open at a time, the current page selected and revealed. */
export function SideMenu({ allRoutes, routes, dark, collapsed = false, narrow = false }: SideMenuProps) {
  const { pathname } = useLocation();
  const items = useMemo(() => toMenuItems(routes), [routes]);
  const onClick = useMenuClick(allRoutes);
  const current = findMenuRoute(allRoutes, pathname);
  const defaults = (): string[] => {
    if (current) return ancestorIds(allRoutes, current.id);
    // On the workspace and the 404 page the first top-level entry opens.
    const first = routes.find((route) => route.noRedirect && route.children.length);
    return OPENS_FIRST_ENTRY.includes(pathname) && first ? [first.id] : [];
  };
  const [openKeys, setOpenKeys] = useState<string[]>(defaults);
  // The router shows a new page in a React transition: while the page's code loads, the address
  // bar already names it but the screen still shows the page being left. A folder opened or
  // closed in that moment is the user's latest wish, so the arriving page must not fold it again.
  // What is on screen is known only once committed (a render may be thrown away), hence the ref
  // written by the effect rather than this render's location.
  const href = useHref(pathname);
  const shownHref = useRef<string | null>(null);
  const touchedWhileLoading = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page reveals its own entry
  useEffect(() => {
    shownHref.current = href;
    if (touchedWhileLoading.current) {
      touchedWhileLoading.current = false;
      return;
    }
    setOpenKeys(defaults());
  }, [current, routes, pathname]);
  const onOpenChange = (keys: string[]) => {
    if (window.location.pathname !== shownHref.current) touchedWhileLoading.current = true;
    setOpenKeys(accordionOpenKeys(allRoutes, openKeys, keys));
  };

  const inline = !collapsed && !narrow;
  return (
    <Menu
      className={narrow ? 'fw-narrow-menu' : undefined}
      // Inside a collapsed Sider antd collapses an inline menu to icons with pop-ups by itself.
      mode={narrow ? 'vertical' : 'inline'}
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={current ? [current.id] : []}
      // Collapsed and narrow menus open pop-ups on hover; that open state is antd's own.
      {...(inline && {
        openKeys,
        onOpenChange,
      })}
      onClick={({ key }) => onClick(key)}
      style={{ borderInlineEnd: 'none', background: 'transparent' }}
    />
  );
}
