import { type MenuItem, MenuType } from '@formwork/schema';
import { Avatar, Card, Col, Empty, Row, Typography, theme } from 'antd';

const ACCENTS = ['#1677ff', '#13c2c2', '#722ed1', '#fa8c16', '#52c41a', '#eb2f96'];

function describe(entry: MenuItem): string {
  if (entry.type === MenuType.directory) return `${entry.children?.length ?? 0} 个功能`;
  if (entry.type === MenuType.externalLink) return '外部链接';
  return '页面';
}

/** The user's top-level menu entries, as the starting points of the workspace. */
export function MenuOverview({ menus }: { menus: MenuItem[] }) {
  const { token } = theme.useToken();
  if (!menus.length) return <Empty description="暂无可用功能" />;
  return (
    <Row gutter={[token.marginMD, token.marginMD]}>
      {menus.map((entry, index) => (
        <Col key={entry.id} xs={24} sm={12} lg={8} xl={6}>
          <Card
            size="small"
            styles={{ body: { display: 'flex', alignItems: 'center', gap: token.marginSM } }}
          >
            <Avatar
              shape="square"
              size={40}
              style={{ background: ACCENTS[index % ACCENTS.length], flex: 'none' }}
            >
              {entry.fullName.slice(0, 1)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {entry.fullName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {describe(entry)}
              </Typography.Text>
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
