import { Avatar, Col, Flex, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { useUnreadStore } from '../header/unread-store.js';
import { useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { formatDate } from '../utils/timestamp.js';
import { longDate } from '../utils/weekday.js';
import { LinkButton, Panel } from './Panel.js';
import { RecentVisits } from './RecentVisits.js';
import { Shortcuts } from './Shortcuts.js';
import { greetingKey } from './workspace-text.js';
import './messages.js';

/**
 * The personal workspace at /home and /dashboard (until portals come): greeting, shortcuts to
 * the user's pages, recent visits and unread counts. The layout around it brings header and menu.
 */
export function HomePage() {
  const { t } = useTranslation('home');
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
              {t(greetingKey(new Date().getHours()))}，{name}
            </h1>
            <div style={{ color: token.colorTextSecondary }}>{organisation || product}</div>
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{previous}</div>
          </div>
          <span style={{ color: token.colorTextSecondary }}>{longDate(new Date(), language)}</span>
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
