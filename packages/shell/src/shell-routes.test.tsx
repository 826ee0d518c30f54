import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './i18n/i18n.js';
import { createShellRoutes } from './shell-routes.js';

/** A lazily loaded page whose code fails to arrive the way a browser reports it. */
function pageFailingWith(error: Error) {
  const Page = lazy(() => Promise.reject(error));
  return (
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>
  );
}

/** The shell's own error element over a page that fails, with a 404 page to end on. */
function visitFailing(error: Error) {
  const [root] = createShellRoutes();
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        errorElement: root?.errorElement,
        children: [
          { path: '/page', element: pageFailingWith(error) },
          { path: '/404', element: <p>404 page</p> },
        ],
      },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a page whose code cannot be loaded', () => {
  const reload = vi.fn();
  const location = window.location;
  // React reports a render error as uncaught before the route's error element takes it.
  const expected = (event: ErrorEvent) => event.preventDefault();

  beforeEach(async () => {
    await changeLanguage('zh');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.addEventListener('error', expected);
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
  });
  afterEach(() => {
    window.removeEventListener('error', expected);
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    vi.restoreAllMocks();
    reload.mockClear();
  });

  it('offers a reload instead of the 404 page when a new build removed its chunk', async () => {
    visitFailing(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/MenuPage-a1b2.js'),
    );
    expect(await screen.findByText('系统已更新')).toBeTruthy();
    expect(screen.getByText('此页面所需的文件已随新版本更换，请重新加载页面后继续。')).toBeTruthy();
    expect(screen.queryByText('404 page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so in the language chosen, for the wording of each browser', async () => {
    await changeLanguage('en');
    visitFailing(new TypeError('Importing a module script failed.'));
    expect(await screen.findByText('The system has been updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('still ends on the 404 page when the page failed for another reason', async () => {
    visitFailing(new Error('record is not an object'));
    expect(await screen.findByText('404 page')).toBeTruthy();
    expect(screen.queryByText('系统已更新')).toBeNull();
  });
});
