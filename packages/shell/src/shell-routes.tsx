import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useRouteError } from 'react-router-dom';
import { isChunkLoadFailure } from './errors/chunk-load.js';
import { ReloadOffer } from './errors/ReloadOffer.js';
import { RouteGuard } from './guard/RouteGuard.js';
import { LoginPage } from './login/LoginPage.js';
import { useRouteTitle } from './page-title/useRouteTitle.js';
import { AuthRedirectPage, JumpPage } from './routes/EntryPages.js';

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

/**
 * A route whose page is fetched when it is first visited. Sign-in is what every visitor meets
 * first, so it travels alone: the layout, the home page, the menus and the profile (with their
 * tables, trees, pickers and search) load after it, while the user types. React's lazy is used
 * rather than the router's: a component it loads keeps its identity, so the views the layout
 * keeps alive for open tabs are not mounted again when their tab is shown.
 */
function later<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'element'> {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return {
    element: (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <Page />
      </Suspense>
    ),
  };
}

const layoutPages = {
  layout: later(
    () => import('./layout/ShellLayout.js'),
    (module) => module.ShellLayout,
  ),
  home: later(
    () => import('./home/HomePage.js'),
    (module) => module.HomePage,
  ),
  profile: later(
    () => import('./profile/ProfilePage.js'),
    (module) => module.ProfilePage,
  ),
  redirect: later(
    () => import('./routes/RedirectPage.js'),
    (module) => module.RedirectPage,
  ),
  menu: later(
    () => import('./routes/MenuPage.js'),
    (module) => module.MenuPage,
  ),
  queryDetail: later(
    () => import('./fixed-pages/QueryDetailPage.js'),
    (module) => module.QueryDetailPage,
  ),
  lock: later(
    () => import('./lock/LockScreenPage.js'),
    (module) => module.LockScreenPage,
  ),
  messageRecord: later(
    () => import('./routes/MessageRecordPage.js'),
    (module) => module.MessageRecordPage,
  ),
  notFound: later(
    () => import('./errors/NotFoundPage.js'),
    (module) => module.NotFoundPage,
  ),
  forcePassword: later(
    () => import('./password/ForceChangePasswordPage.js'),
    (module) => module.ForceChangePasswordPage,
  ),
};

/**
 * A page that failed to load or render ends on 404, as navigation failures do; one whose code
 * is gone with a replaced build offers a reload instead, which brings the current build.
 */
function NavigationFailure() {
  const error = useRouteError();
  console.error(error);
  if (isChunkLoadFailure(error)) return <ReloadOffer />;
  return <Navigate to="/404" replace />;
}

/** Fixed routes whose features have not arrived yet show what their query carries. */
const QUERY_DETAIL_PATHS = [
  '/previewModel',
  '/emailDetail',
  '/workFlowDetail',
  '/salaryimportDetail',
  '/ProjectManagement/ProjectPractice/dsh_result',
];

/**
 * The console's whole route tree: the guard in front of everything;
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
            { path: '/lockScreen', ...layoutPages.lock },
            { path: '/force-change-password', ...layoutPages.forcePassword },
            { path: '/404', ...layoutPages.notFound },
            { path: '/', element: <Navigate to="/home" replace /> },
            {
              ...layoutPages.layout,
              children: [
                { path: '/home', ...layoutPages.home },
                { path: '/dashboard', ...layoutPages.home },
                { path: '/redirect/*', ...layoutPages.redirect },
                { path: '/messageRecord', ...layoutPages.messageRecord },
                { path: '/profile', ...layoutPages.profile },
                ...QUERY_DETAIL_PATHS.map((path) => ({ path, ...layoutPages.queryDetail })),
                { path: '*', ...layoutPages.menu },
              ],
            },
          ],
        },
      ],
    },
  ];
}
