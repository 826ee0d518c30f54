import { Drawer, Layout, theme } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { ChatMount } from '../chat/ChatMount.js';
import { HEADER_HEIGHT, Header } from '../header/Header.js';
import type { MenuRoute } from '../routes/menu-routes.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { useSessionStore } from '../session/store.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet.js';
import { TagsView } from '../tabs/TagsView.js';
import { useTabsStore } from '../tabs/tabs-store.js';
import { useTabsOnRoute } from '../tabs/useTabsOnRoute.js';
import { LayoutStyles } from './LayoutStyles.js';
import { Logo } from './Logo.js';
import { topEntryOf } from './menu-tree.js';
import { SIDEBAR_WIDTH, Sidebar } from './Sidebar.js';
import { TopMenu } from './TopMenu.js';
import { useResponsiveSidebar } from './useResponsiveSidebar.js';

/** The plain layout's slim top bar. */
export const PLAIN_HEADER_HEIGHT = 44;

// The next user starts with their own tabs only.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useTabsStore.getState().reset();
});

/** The tab strip and the page: the part below the header in every layout. */
function Main() {
  const tagsView = useSettingsStore((state) => state.tagsView);
  return (
    <Layout className="fw-main">
      {tagsView && (
        <div className="fw-tags-slot">
          <TagsView />
        </div>
      )}
      <Layout.Content className="fw-content">
        <KeepAliveOutlet />
      </Layout.Content>
    </Layout>
  );
}

/** The blend layout's pick: the user's choice, else the current page's top entry, else the first. */
function useBlendPick(routes: MenuRoute[]) {
  const { pathname } = useLocation();
  const [picked, setPicked] = useState<string | undefined>();
  const fromLocation = topEntryOf(routes, pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation resets the choice
  useEffect(() => setPicked(undefined), [pathname]);
  const first = routes.find((route) => route.noRedirect && route.children.length);
  const id = picked ?? fromLocation?.id ?? first?.id;
  return [routes.find((route) => route.id === id), setPicked] as const;
}

/**
 * The console's frame in the layout of the setting layoutType: classic (sidebar),
 * functional (top menu), blend (top menu picks, sidebar shows its children) and plain (a narrow
 * icon column and a slim header). On mobile every layout puts the menu in a drawer.
 */
export function ShellLayout() {
  useResponsiveSidebar();
  useTabsOnRoute();
  const { token } = theme.useToken();
  const layoutType = useSettingsStore((state) => state.layoutType);
  const fixedHeader = useSettingsStore((state) => state.fixedHeader);
  const routes = useMenuRoutes();
  const opened = useAppStore((state) => state.sidebarOpened);
  const mobile = useAppStore((state) => state.device === 'mobile');
  const closeSidebar = useAppStore((state) => state.closeSidebar);
  const [picked, pick] = useBlendPick(routes);
  const blendChildren = useMemo(() => picked?.children ?? [], [picked]);

  const plain = layoutType === 'plain';
  const topMenu = !mobile && (layoutType === 'functional' || layoutType === 'blend');
  const blendSide = !mobile && layoutType === 'blend' && blendChildren.length > 0;
  const leftSide = !mobile && (layoutType === 'classic' || plain);
  const headerHeight = plain && !mobile ? PLAIN_HEADER_HEIGHT : HEADER_HEIGHT;

  const style = {
    '--fw-primary': token.colorPrimary,
    '--fw-header-height': `${fixedHeader ? headerHeight : 0}px`,
  } as CSSProperties;

  // One tree shape for every layout, so switching keeps the header (and its open settings drawer)
  // and the kept-alive pages mounted: only the optional parts come and go.
  return (
    <Layout
      className={`fw-layout fw-layout-${layoutType}${mobile ? ' fw-mobile' : ''}${fixedHeader ? ' fw-fixed' : ''}`}
      style={style}
      hasSider
    >
      <LayoutStyles />
      <ChatMount />
      {mobile && (
        <Drawer
          placement="left"
          open={opened}
          onClose={closeSidebar}
          closable={false}
          width={SIDEBAR_WIDTH}
          styles={{ body: { padding: 0 } }}
          rootClassName="fw-menu-drawer"
        >
          <Sidebar allRoutes={routes} routes={routes} inDrawer />
        </Drawer>
      )}
      {leftSide && <Sidebar allRoutes={routes} routes={routes} collapsed={!opened} narrow={plain} />}
      <Layout className="fw-column">
        <div className="fw-header-slot">
          <Header
            collapsible={mobile || layoutType === 'classic' || blendSide}
            start={topMenu && <Logo height={HEADER_HEIGHT} />}
            style={plain && !mobile ? { height: PLAIN_HEADER_HEIGHT } : undefined}
          >
            {topMenu &&
              (layoutType === 'blend' ? (
                <TopMenu routes={routes} picked={picked?.id} onPick={(route) => pick(route.id)} />
              ) : (
                <TopMenu routes={routes} />
              ))}
          </Header>
        </div>
        <Layout className="fw-body" hasSider>
          {blendSide && (
            <Sidebar
              allRoutes={routes}
              routes={blendChildren}
              collapsed={!opened}
              withLogo={false}
              offsetTop={fixedHeader ? HEADER_HEIGHT : 0}
            />
          )}
          <Main />
        </Layout>
      </Layout>
    </Layout>
  );
}
