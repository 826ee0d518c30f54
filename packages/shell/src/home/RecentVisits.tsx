import { Empty, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { useText } from '../i18n/i18n.js';
import { findMenuRoute } from '../routes/menu-routes.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { useSessionStore } from '../session/store.js';
import { timeAgo } from '../utils/time-ago.js';
import { HOME_TEXT } from './messages.js';
import { LinkButton } from './Panel.js';
import { useRecentVisits } from './recent-visits.js';

/** The pages the user opened last, newest first; a click opens one again. */
export function RecentVisits() {
  const t = useText(HOME_TEXT);
  const navigate = useNavigate();
  const userId = useSessionStore((state) => state.userInfo?.userId);
  const visits = useRecentVisits(userId);
  const routes = useMenuRoutes();
  const language = useAppStore((state) => state.language);
  const { token } = theme.useToken();
  if (!visits.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noRecent')} />;
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {visits.map((visit, index) => (
        <li
          key={`${visit.path}-${visit.time}`}
          style={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: token.marginSM,
            padding: `${token.paddingXS}px 0`,
            borderTop: index === 0 ? 'none' : `${token.lineWidth}px solid ${token.colorSplit}`,
          }}
        >
          {/* Recorded in the language of the visit; shown in today's, while the entry is still in the menu. */}
          <LinkButton onClick={() => navigate(visit.path)}>
            {findMenuRoute(routes, visit.path)?.title ?? visit.title}
          </LinkButton>
          <span style={{ flexShrink: 0, color: token.colorTextSecondary }}>
            {timeAgo(visit.time, Date.now(), language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
