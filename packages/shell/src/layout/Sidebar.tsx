import { Layout, theme } from 'antd';
import type { MenuRoute } from '../routes/menu-routes.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { Logo } from './Logo.js';
import { SideMenu } from './SideMenu.js';

/** Sidebar widths: open, collapsed to icons, and the plain layout's column. */
export const SIDEBAR_WIDTH = 210;
export const COLLAPSED_WIDTH = 64;
export const NARROW_WIDTH = 80;

export interface SidebarProps {
  allRoutes: MenuRoute[];
  routes: MenuRoute[];
  collapsed?: boolean;
  narrow?: boolean;
  /** The logo row; layouts with a top bar carry the logo there instead. */
  withLogo?: boolean;
  /** Inside the mobile drawer: fills it instead of sticking to the viewport. */
  inDrawer?: boolean;
  /** Height of a fixed top bar above the sidebar (blend layout). */
  offsetTop?: number;
}

/** The left navigation in the light or dark style of the setting slideClass. */
export function Sidebar({
  allRoutes,
  routes,
  collapsed = false,
  narrow = false,
  withLogo = true,
  inDrawer = false,
  offsetTop = 0,
}: SidebarProps) {
  const dark = useSettingsStore((state) => state.slideClass === 'dark');
  const sidebarLogo = useSettingsStore((state) => state.sidebarLogo);
  const { token } = theme.useToken();
  return (
    <Layout.Sider
      width={narrow ? NARROW_WIDTH : SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed && !narrow}
      trigger={null}
      theme={dark ? 'dark' : 'light'}
      className={`fw-sidebar fw-sidebar-${dark ? 'dark' : 'light'}`}
      style={{
        height: inDrawer ? '100%' : `calc(100vh - ${offsetTop}px)`,
        position: inDrawer ? 'relative' : 'sticky',
        top: offsetTop,
        overflowY: 'auto',
        overflowX: 'hidden',
        borderInlineEnd: dark || inDrawer ? undefined : `1px solid ${token.colorBorderSecondary}`,
        zIndex: 11,
      }}
    >
      {withLogo && sidebarLogo && <Logo compact={(collapsed && !inDrawer) || narrow} dark={dark} />}
      <SideMenu allRoutes={allRoutes} routes={routes} dark={dark} collapsed={collapsed} narrow={narrow} />
    </Layout.Sider>
  );
}
