import { Menu } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { findMenuRoute, type MenuRoute } from '../routes/menu-routes.js';
import { type MenuItems, toMenuItems, useMenuClick } from './menu-items.js';
import { ancestorIds, visibleRoutes } from './menu-tree.js';
import { LAYOUT_TEXT } from './messages.js';
import { MENU_MORE_PATH, splitTopMenu } from './top-menu-overflow.js';

export interface TopMenuProps {
  routes: MenuRoute[];
  /**
   * The blend layout's top menu only picks a top-level entry (its children go to the sidebar):
   * it gets the picked id and a handler. Without it the menu holds the whole tree (functional).
   */
  picked?: string;
  onPick?: (route: MenuRoute) => void;
}

/** Width of the element, measured now and again on every resize. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Horizontal menu whose surplus entries go under 更多 ... at 116 px per entry. */
export function TopMenu({ routes, picked, onPick }: TopMenuProps) {
  const t = useText(LAYOUT_TEXT);
  const { pathname } = useLocation();
  const [ref, width] = useWidth<HTMLDivElement>();
  const navigateTo = useMenuClick(routes);
  const pickOnly = onPick !== undefined;
  const entries = useMemo(
    () => visibleRoutes(routes).filter((route) => !route.noRedirect || route.children.length),
    [routes],
  );
  const { shown, more } = splitTopMenu(entries, width);
  const depth = pickOnly ? 0 : Number.POSITIVE_INFINITY;

  const items: MenuItems = [...toMenuItems(shown, depth)];
  if (more.length) {
    items.push({
      key: MENU_MORE_PATH,
      label: t('more'),
      icon: (
        <span className="anticon">
          <Icon name="ellipsis" />
        </span>
      ),
      children: toMenuItems(more, depth),
    });
  }

  const current = findMenuRoute(routes, pathname);
  const selected = pickOnly
    ? [picked ?? '']
    : current
      ? [current.id, ...ancestorIds(routes, current.id)]
      : [];

  return (
    <div ref={ref} style={{ flex: 1, minWidth: 0, height: '100%' }}>
      {/* Nothing until the width is known, so the first paint does not put everything under 更多. */}
      {width > 0 && (
        <Menu
          // A new split remounts the menu: antd would otherwise keep the moved entries' old key
          // paths and mark 更多 as holding the selected entry.
          key={shown.length}
          mode="horizontal"
          disabledOverflow
          items={items}
          selectedKeys={selected}
          onClick={({ key }) => {
            const route = entries.find((entry) => entry.id === key);
            // Directories are picked (their children fill the sidebar); pages simply open.
            if (pickOnly && route?.noRedirect) onPick(route);
            else navigateTo(key);
          }}
          style={{ borderBottom: 'none', lineHeight: '48px', background: 'transparent' }}
        />
      )}
    </div>
  );
}
