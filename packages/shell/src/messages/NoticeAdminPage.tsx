import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// Fetched when the page is first opened: most visits never administer notices, and the card,
// table and form it draws stay out of the first load.
const NoticeAdminView = lazy(() =>
  import('./NoticeAdminView.js').then((module) => ({ default: module.NoticeAdminView })),
);

/** The 通知公告 menu entry's page (system.notice): notice administration on a page of its own. */
export function NoticeAdminPage() {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <NoticeAdminView />
    </Suspense>
  );
}
