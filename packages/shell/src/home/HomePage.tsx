import { Avatar, Card, Col, Flex, Row, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { useUnreadStore } from '../header/unread-store.js';
import { useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { formatDate } from '../utils/timestamp.js';
import { longDate } from '../utils/weekday.js';
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
      <Card
        styles={{ body: { padding: token.paddingLG } }}
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
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t(greetingKey(new Date().getHours()))}，{name}
            </Typography.Title>
            <Typography.Text type="secondary">{organisation || product}</Typography.Text>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {previous}
              </Typography.Text>
            </div>
          </div>
          <Typography.Text type="secondary">{longDate(new Date(), language)}</Typography.Text>
        </Flex>
      </Card>
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} lg={16}>
          <Card title={t('shortcuts')} style={{ height: '100%' }}>
            <Shortcuts />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={token.margin} style={{ height: '100%' }}>
            <Card
              title={t('unread')}
              extra={
                <Typography.Link onClick={() => navigate('/messageRecord')}>
                  {t('openMessages')}
                </Typography.Link>
              }
            >
              <Row gutter={token.margin}>
                <Col span={12}>
                  <Statistic title={t('messages')} value={messages} />
                </Col>
                <Col span={12}>
                  <Statistic title={t('notices')} value={notices} />
                </Col>
              </Row>
            </Card>
            <Card title={t('recent')} style={{ flex: 1 }}>
              <RecentVisits />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
