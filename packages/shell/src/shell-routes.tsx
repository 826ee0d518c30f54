import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './errors/NotFoundPage.js';
import { QueryDetailPage } from './fixed-pages/QueryDetailPage.js';
import { RouteGuard } from './guard/RouteGuard.js';
import { HomePage } from './home/HomePage.js';
import { i18n } from './i18n/i18n.js';
import { LAYOUT_NS } from './layout/messages.js';
import { ShellLayout } from './layout/ShellLayout.js';
import { LockScreenPage } from './lock/LockScreenPage.js';
import { LoginPage } from './login/LoginPage.js';
import { useRouteTitle } from './page-title/useRouteTitle.js';
import { ForceChangePasswordPage } from './password/ForceChangePasswordPage.js';
import { ProfilePage } from './profile/ProfilePage.js';
import { AuthRedirectPage, JumpPage } from './routes/EntryPages.js';
import { MenuPage } from './routes/MenuPage.js';
import { NotAvailablePage } from './routes/NotAvailablePage.js';
import { RedirectPage } from './routes/RedirectPage.js';

/** Above every route: the page title in the chosen language, and scrolling to top on navigation. */
function ShellRoot() {
  useRouteTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** A page that failed to load or render ends on 404, as navigation failures do (spec shell.md 2.1). */
function NavigationFailure() {
  const error = useRouteError();
  console.error(error);
  return <Navigate to="/404" replace />;
}

/** /messageRecord belongs to the messages issue; until then it says so. */
function MessageRecordPage() {
  const { t } = useTranslation(LAYOUT_NS, { i18n });
  return <NotAvailablePage title={t('route.messageRecord')} />;
}

/** Fixed routes whose content the spec leaves open show what their query carries. */
const QUERY_DETAIL_PATHS = [
  '/previewModel',
  '/emailDetail',
  '/workFlowDetail',
  '/salaryimportDetail',
  '/ProjectManagement/ProjectPractice/dsh_result',
];

/**
 * The console's whole route tree (spec shell.md 2.1 to 2.3): the guard in front of everything;
 * sign-in, lock, forced password change, the entry routes and 404 on their own; every other page
 * inside the layout, menu pages through the catch-all that resolves the user's menus.
 */
export function createShellRoutes(): RouteObject[] {
  return [
    {
      element: <ShellRoot />,
      errorElement: <NavigationFailure />,
      children: [
        {
          element: <RouteGuard />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/auth-redirect', element: <AuthRedirectPage /> },
            { path: '/jump', element: <JumpPage /> },
            { path: '/lockScreen', element: <LockScreenPage /> },
            { path: '/force-change-password', element: <ForceChangePasswordPage /> },
            { path: '/404', element: <NotFoundPage /> },
            { path: '/', element: <Navigate to="/home" replace /> },
            {
              element: <ShellLayout />,
              children: [
                { path: '/home', element: <HomePage /> },
                { path: '/dashboard', element: <HomePage /> },
                { path: '/redirect/*', element: <RedirectPage /> },
                { path: '/messageRecord', element: <MessageRecordPage /> },
                { path: '/profile', element: <ProfilePage /> },
                ...QUERY_DETAIL_PATHS.map((path) => ({ path, element: <QueryDetailPage /> })),
                { path: '*', element: <MenuPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
