import { Button, Dropdown, type MenuProps, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { MenuIcon } from '../layout/MenuIcon.js';
import { LAYOUT_TEXT } from '../layout/messages.js';
import { FIXED_ROUTE_TITLES } from '../routes/fixed-routes.js';
import { findMenuRoute } from '../routes/menu-routes.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { revealTab, type Span, stepTabs } from './tab-scroll.js';
import { type TabView, useTabsStore } from './tabs-store.js';
import { useTabActions } from './useTabActions.js';

export const TAGS_VIEW_HEIGHT = 34;

/** The tab strip: one tab per visited page, a context menu, prev and next. */
export function TagsView() {
  const t = useText(LAYOUT_TEXT);
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const visitedViews = useTabsStore((state) => state.visitedViews);
  const showIcons = useSettingsStore((state) => state.tagsIcon);
  const actions = useTabActions();
  const menuRoutes = useMenuRoutes();
  const strip = useRef<HTMLDivElement>(null);

  const spans = (): Span[] =>
    [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].map((element) => ({
      left: element.offsetLeft,
      width: element.offsetWidth,
    }));

  // The active tab scrolls into view whenever it changes.
  useEffect(() => {
    const element = strip.current;
    const index = visitedViews.findIndex((view) => view.path === pathname);
    const span = spans()[index];
    if (element && span) element.scrollLeft = revealTab(span, element.scrollLeft, element.clientWidth);
  });

  const step = (direction: 'previous' | 'next') => {
    const element = strip.current;
    if (!element) return;
    element.scrollTo({
      left: stepTabs(spans(), element.scrollLeft, element.clientWidth, direction),
      behavior: 'smooth',
    });
  };

  const titleOf = (view: TabView) => {
    const key = FIXED_ROUTE_TITLES[view.path];
    // A tab opened before a language switch takes its menu entry's name in the new language.
    return key ? t(key) : (findMenuRoute(menuRoutes, view.path)?.title ?? view.title);
  };

  const contextMenu = (view: TabView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tabs.refresh') },
      { key: 'close', label: t('tabs.close'), disabled: view.meta.affix },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeAll', label: t('tabs.closeAll') },
    ],
    onClick: ({ key }) => {
      if (key === 'refresh') actions.refresh(view);
      if (key === 'close') actions.close(view);
      if (key === 'closeOthers') actions.closeOthers(view);
      if (key === 'closeAll') actions.closeAll();
    },
  });

  const arrow = (direction: 'previous' | 'next') => (
    <Button
      type="text"
      size="small"
      aria-label={t(`tabs.${direction}`)}
      icon={<Icon name={direction === 'previous' ? 'left' : 'right'} />}
      onClick={() => step(direction)}
      style={{ flex: 'none', height: TAGS_VIEW_HEIGHT - 8, color: token.colorTextSecondary }}
    />
  );

  return (
    <nav
      className="fw-tags-view"
      style={{
        height: TAGS_VIEW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        padding: '0 4px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 3px 0 rgba(0, 0, 0, 0.06)',
      }}
    >
      {arrow('previous')}
      <div ref={strip} role="tablist" className="fw-tags-strip">
        {visitedViews.map((view) => {
          const active = view.path === pathname;
          return (
            <Dropdown key={view.path} trigger={['contextMenu']} menu={contextMenu(view)}>
              <div
                role="tab"
                tabIndex={0}
                aria-selected={active}
                aria-label={titleOf(view)}
                className={`fw-tag${active ? ' fw-tag-active' : ''}`}
                onClick={() => navigate(view.fullPath)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') navigate(view.fullPath);
                }}
                onAuxClick={(event) => {
                  if (event.button === 1) actions.close(view);
                }}
              >
                {showIcons && view.icon && <MenuIcon icon={view.icon} />}
                <span>{titleOf(view)}</span>
                {!view.meta.affix && (
                  <button
                    type="button"
                    className="fw-tag-close"
                    aria-label={`${t('tabs.close')} ${titleOf(view)}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      actions.close(view);
                    }}
                  >
                    <Icon name="close" />
                  </button>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {arrow('next')}
    </nav>
  );
}
