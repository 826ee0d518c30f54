import { Col, Empty, Row, theme } from 'antd';
import { type CSSProperties, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { MenuIcon } from '../layout/MenuIcon.js';
import { menuTarget } from '../routes/menu-page.js';
import { flattenRoutes, type MenuRoute } from '../routes/menu-routes.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { useSessionStore } from '../session/store.js';
import { useShellConfig } from '../shell-config.js';
import { HOME_TEXT } from './messages.js';
import './shortcuts.css';

const ACCENTS = ['#1677ff', '#13c2c2', '#722ed1', '#fa8c16', '#52c41a', '#eb2f96', '#2f54eb', '#faad14'];

/** The menu's page entries (directories only group them), in menu order. */
export function pageEntries(routes: MenuRoute[]): MenuRoute[] {
  return flattenRoutes(routes).filter((route) => !route.noRedirect && !route.hidden);
}

/** Shortcuts to every page the user may open; a click opens it as the menu would. */
export function Shortcuts() {
  const t = useText(HOME_TEXT);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { dataVHost } = useShellConfig();
  const routes = useMenuRoutes();
  const entries = useMemo(() => pageEntries(routes), [routes]);
  if (!entries.length) return <Empty description={t('noShortcuts')} />;

  const open = (route: MenuRoute) => {
    const target = menuTarget(route, { dataV: dataVHost, token: useSessionStore.getState().token ?? '' });
    if ('window' in target) window.open(target.window, '_blank', 'noopener');
    else navigate(target.path);
  };

  return (
    <Row gutter={[token.marginSM, token.marginSM]}>
      {entries.map((route, index) => (
        <Col key={route.id} xs={12} sm={8} md={6} xl={4}>
          <a
            className="fw-shortcut"
            // The entry's own address; a click opens it as the menu does (an outside page with the
            // session token, in a new window), which the address alone must not carry.
            href={route.path + route.query}
            aria-label={route.title}
            onClick={(event) => {
              // The router opens in-app pages without reloading; new windows open as the menu opens them.
              // A modified click (new tab, new window) is the browser's to handle.
              if (event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              open(route);
            }}
            style={
              {
                '--fw-motion': token.motionDurationMid,
                '--fw-shadow': token.boxShadowTertiary,
                '--fw-outline': token.colorPrimaryBorder,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                // Tiles of a row are as tall as its tallest, whose name may take two lines.
                height: '100%',
                gap: 8,
                padding: '16px 8px',
                border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorBgContainer,
                color: token.colorText,
                cursor: 'pointer',
              } as CSSProperties
            }
          >
            <span
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 40,
                height: 40,
                borderRadius: 10,
                fontSize: 20,
                color: '#fff',
                background: ACCENTS[index % ACCENTS.length],
              }}
            >
              <MenuIcon icon={route.icon} />
            </span>
            <span
              title={route.breadcrumb.join(' > ')}
              // Two lines before an ellipsis: English names ("Print templates") are wider than the
              // four characters of a Chinese one and would otherwise lose their second word.
              style={{
                maxWidth: '100%',
                overflow: 'hidden',
                textAlign: 'center',
                overflowWrap: 'break-word',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
              }}
            >
              {route.title}
            </span>
          </a>
        </Col>
      ))}
    </Row>
  );
}
