import { Avatar, Card, Flex, Layout, Space, Typography, theme } from 'antd';
import { usePageTitle, useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { MenuOverview } from './MenuOverview.js';
import { SignOutButton } from './SignOutButton.js';
import { greeting, previousLoginText } from './workspace-text.js';

/** The personal workspace at /home: who is signed in and where they can go. */
export function HomePage() {
  usePageTitle('首页');
  const product = useProductName();
  const userInfo = useSessionStore((state) => state.userInfo);
  const menuList = useSessionStore((state) => state.menuList);
  const copyright = useSessionStore((state) => state.sysConfig?.copyright);
  const { token } = theme.useToken();
  if (!userInfo) return null;

  const name = userInfo.userName || userInfo.userAccount;
  const previous = previousLoginText(userInfo);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: token.paddingLG,
        }}
      >
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
          {product}
        </Typography.Text>
        <Space size="middle">
          <Space size="small">
            <Avatar src={userInfo.headIcon || undefined} style={{ background: token.colorPrimary }}>
              {name.slice(0, 1)}
            </Avatar>
            <Typography.Text>{name}</Typography.Text>
          </Space>
          <SignOutButton />
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: token.paddingLG }}>
        <Flex vertical gap={token.marginLG} style={{ maxWidth: 1200, margin: '0 auto' }}>
          <Card>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {greeting(new Date().getHours())}，{name}
            </Typography.Title>
            <Typography.Text type="secondary">{previous ?? `欢迎使用 ${product}`}</Typography.Text>
          </Card>
          <Card title="我的功能">
            <MenuOverview menus={menuList} />
          </Card>
        </Flex>
      </Layout.Content>
      <Layout.Footer
        style={{ textAlign: 'center', color: token.colorTextTertiary, fontSize: token.fontSizeSM }}
      >
        {copyright || `© ${product}`}
      </Layout.Footer>
    </Layout>
  );
}
