import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '../session/store.js';
import { useShellConfig } from '../shell-config.js';
import { resolveMenuPage } from './menu-page.js';
import { useMenuRoutes } from './useMenuRoutes.js';

// Fetched when shown: a generated screen or an admin page never needs their cards and results.
// The route's own Suspense boundary covers the moment they load.
const NotAvailablePage = lazy(() =>
  import('./NotAvailablePage.js').then((module) => ({ default: module.NotAvailablePage })),
);
const EmbeddedPage = lazy(() =>
  import('./ExternalPages.js').then((module) => ({ default: module.EmbeddedPage })),
);
const NoPermissionPage = lazy(() =>
  import('./NoPermissionPage.js').then((module) => ({ default: module.NoPermissionPage })),
);
const ExternalLinkPage = lazy(() =>
  import('./ExternalPages.js').then((module) => ({ default: module.ExternalLinkPage })),
);

/**
 * The catch-all route inside the layout: shows the page of the menu entry at this location. A
 * path the user's menus do not hold is refused inside the layout when the console has a page
 * there (it exists; this user is not granted it), and sent to 404 otherwise.
 */
export function MenuPage() {
  const { pathname } = useLocation();
  const routes = useMenuRoutes();
  const { pages, typePages, dataVHost } = useShellConfig();
  const token = useSessionStore((state) => state.token) ?? '';
  const page = resolveMenuPage(routes, pathname, { dataV: dataVHost, token });

  switch (page.kind) {
    case 'not-found':
      return Object.hasOwn(pages, pathname) ? <NoPermissionPage /> : <Navigate to="/404" replace />;
    case 'page': {
      const Page = pages[page.route.path];
      return Page ? <Page /> : <NotAvailablePage title={page.route.title} />;
    }
    case 'type-page': {
      const Page = typePages[page.route.type];
      return Page ? <Page route={page.route} /> : <NotAvailablePage title={page.route.title} />;
    }
    case 'embedded':
      return <EmbeddedPage url={page.url} title={page.route.title} />;
    case 'new-window':
    case 'link':
      return (
        <ExternalLinkPage url={page.url} title={page.route.title} newWindow={page.kind === 'new-window'} />
      );
    default:
      return <NotAvailablePage title={page.route.title} />;
  }
}
