import { Card, theme } from 'antd';
import { NoticePanel } from './NoticePanel.js';

/** Notice administration framed as a page. */
export function NoticeAdminView() {
  const { token } = theme.useToken();
  return (
    <Card style={{ margin: token.marginSM }}>
      <NoticePanel />
    </Card>
  );
}
