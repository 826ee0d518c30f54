import { Avatar, Col, Flex, Row, theme } from 'antd';
import { type ComponentType, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { useUnreadStore } from '../header/unread-store.js';
import { useText } from '../i18n/i18n.js';
import { useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { type HomePortalProps, useShellConfig } from '../shell-config.js';
import { formatDate } from '../utils/timestamp.js';
import { longDate } from '../utils/weekday.js';
import { HOME_TEXT } from './messages.js';
import { LinkButton, Panel } from './Panel.js';
import { PortalSwitcher } from './PortalSwitcher.js';
import { RecentVisits } from './RecentVisits.js';
import { Shortcuts } from './Shortcuts.js';
import { greetingKey } from './workspace-text.js';

/**
 * The home page at /home and /dashboard: the user's default portal, drawn by the portal renderer
 * the hosting app gives, or the personal workspace when they have none (the server answers none
 * for a portal since deleted, disabled or no longer granted) or it fails to load. Either offers
 * to switch. The layout around it brings header and menu.
 */
export function HomePage() {
  const { homePortal } = useShellConfig();
  const portalId = useSessionStore((state) => state.userInfo?.portalId ?? '');
  const [unavailable, setUnavailable] = useState<string>();
  if (homePortal && portalId && unavailable !== portalId)
    return (
      <PortalHome Portal={homePortal} portalId={portalId} onUnavailable={() => setUnavailable(portalId)} />
    );
  return <Workspace canSwitch={homePortal !== undefined} />;
}

/** The default portal, with the switcher above it. */
function PortalHome({ Portal, ...props }: HomePortalProps & { Portal: ComponentType<HomePortalProps> }) {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: token.padding }}>
      <Flex justify="flex-end" style={{ marginBottom: token.marginSM }}>
        <PortalSwitcher />
      </Flex>
      <Portal {...props} />
    </div>
  );
}

/** The personal workspace: greeting, shortcuts to the user's pages, recent visits and unread counts. */
function Workspace({ canSwitch }: { canSwitch: boolean }) {
  const t = useText(HOME_TEXT);
  const product = useProductName();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const userInfo = useSessionStore((state) => state.userInfo);
  const language = useAppStore((state) => state.language);
  const messages = useUnreadStore((state) => state.unreadMessageCount);
  const notices = useUnreadStore((state) => state.unreadNoticeCount);
  if (!userInfo) return null;

  const name = userInfo.userName || userInfo.userAccount;
  const previous =
    userInfo.prevLogin === 1 && userInfo.prevLoginTime
      ? t('lastLogin.summary', { time: formatDate(userInfo.prevLoginTime) }) +
        (userInfo.prevLoginIPAddressName ? ` · ${userInfo.prevLoginIPAddressName}` : '')
      : t('welcome', { product });
  const organisation = [userInfo.organizeName, userInfo.departmentName, userInfo.positionName]
    .filter(Boolean)
    .filter((part, index, all) => all.indexOf(part) === index)
    .join(' / ');

  return (
    <Flex vertical gap={token.margin} style={{ padding: token.padding, maxWidth: 1400, margin: '0 auto' }}>
      <Panel
        style={{
          background: `linear-gradient(120deg, ${token.colorPrimaryBg}, ${token.colorBgContainer} 65%)`,
        }}
      >
        <Flex align="center" gap={token.marginLG} wrap="wrap">
          <Avatar
            size={64}
            src={userInfo.headIcon || undefined}
            style={{ background: token.colorPrimary, fontSize: 28 }}
          >
            {name.slice(0, 1)}
          </Avatar>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <h1
              style={{
                margin: 0,
                fontSize: token.fontSizeHeading3,
                lineHeight: token.lineHeightHeading3,
                fontWeight: token.fontWeightStrong,
                color: token.colorTextHeading,
              }}
            >
              {t('greetingLine', { greeting: t(greetingKey(new Date().getHours())), name })}
            </h1>
            <div style={{ color: token.colorTextSecondary }}>{organisation || product}</div>
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{previous}</div>
          </div>
          <Flex vertical align="flex-end" gap={token.marginXS}>
            <span style={{ color: token.colorTextSecondary }}>{longDate(new Date(), language)}</span>
            {canSwitch && <PortalSwitcher />}
          </Flex>
        </Flex>
      </Panel>
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} lg={16}>
          <Panel title={t('shortcuts')} style={{ height: '100%' }}>
            <Shortcuts />
          </Panel>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={token.margin} style={{ height: '100%' }}>
            <Panel
              title={t('unread')}
              extra={<LinkButton onClick={() => navigate('/messageRecord')}>{t('openMessages')}</LinkButton>}
            >
              <Row gutter={token.margin}>
                <Col span={12}>
                  <Count title={t('messages')} value={messages} />
                </Col>
                <Col span={12}>
                  <Count title={t('notices')} value={notices} />
                </Col>
              </Row>
            </Panel>
            <Panel title={t('recent')} style={{ flex: 1 }}>
              <RecentVisits />
            </Panel>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/** A labelled number, as antd's Statistic shows one. */
function Count({ title, value }: { title: string; value: number }) {
  const { token } = theme.useToken();
  return (
    <div>
      <div style={{ marginBottom: token.marginXXS, color: token.colorTextSecondary }}>{title}</div>
      <div style={{ fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>{value}</div>
    </div>
  );
}
