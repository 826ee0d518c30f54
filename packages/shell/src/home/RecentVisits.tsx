import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { findMenuRoute } from '../routes/menu-routes.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { useSessionStore } from '../session/store.js';
import { timeAgo } from '../utils/time-ago.js';
import { useRecentVisits } from './recent-visits.js';

/** The pages the user opened last, newest first; a click opens one again. */
export function RecentVisits() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const userId = useSessionStore((state) => state.userInfo?.userId);
  const visits = useRecentVisits(userId);
  const routes = useMenuRoutes();
  if (!visits.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noRecent')} />;
  return (
    <List
      size="small"
      dataSource={visits}
      renderItem={(visit) => (
        <List.Item
          style={{ cursor: 'pointer', paddingInline: 0 }}
          onClick={() => navigate(visit.path)}
          extra={<Typography.Text type="secondary">{timeAgo(visit.time)}</Typography.Text>}
        >
          {/* Recorded in the language of the visit; shown in today's, while the entry is still in the menu. */}
          <Typography.Link>{findMenuRoute(routes, visit.path)?.title ?? visit.title}</Typography.Link>
        </List.Item>
      )}
    />
  );
}
