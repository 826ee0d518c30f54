import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenuRoutes } from '../routes/menu-routes.js';
import { menu } from '../testing/fixtures.js';
import { SideMenu } from './SideMenu.js';

/** A page entry at `path` under the folder `parentId`. */
const page = (parentId: string, id: string, name: string, path: string) => ({
  ...menu(id, name),
  parentId,
  urlAddress: path,
});

const routes = buildMenuRoutes([
  menu('system', '系统管理', [
    page('system', 'area', '行政区划', 'system/area'),
    page('system', 'dictionary', '数据字典', 'system/dictionary'),
  ]),
  menu('permission', '组织权限', [page('permission', 'user', '用户管理', 'permission/user')]),
]);

/** A page whose code arrives only when the test says so, like a lazy chunk on a slow network. */
function slowPage(text: string) {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <p>{text}</p> });
      }),
  );
  return { Page, arrive: () => act(async () => arrive()) };
}

function renderAt(path: string, dictionary: ReturnType<typeof slowPage>) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      element: (
        <>
          <SideMenu allRoutes={routes} routes={routes} dark={false} />
          <Suspense fallback={<p>loading</p>}>
            <Outlet />
          </Suspense>
        </>
      ),
      children: [
        { path: '/system/area', element: <p>area page</p> },
        { path: '/system/dictionary', element: <dictionary.Page /> },
        { path: '/permission/user', element: <p>user page</p> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const folder = (name: string) => screen.getByRole('menuitem', { name });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sidebar menu', () => {
  it('opens the folder of the page shown', async () => {
    renderAt('/system/area', slowPage('dictionary page'));
    await screen.findByText('area page');
    expect(folder('系统管理').getAttribute('aria-expanded')).toBe('true');
    expect(folder('组织权限').getAttribute('aria-expanded')).toBe('false');
  });

  it('reveals the entry of a page reached from elsewhere', async () => {
    const router = renderAt('/system/area', slowPage('dictionary page'));
    await screen.findByText('area page');
    await act(() => router.navigate('/permission/user'));
    await screen.findByText('user page');
    expect(folder('组织权限').getAttribute('aria-expanded')).toBe('true');
    expect(folder('系统管理').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a folder opened while the chosen page is still loading', async () => {
    const dictionary = slowPage('dictionary page');
    renderAt('/system/area', dictionary);
    await screen.findByText('area page');

    fireEvent.click(screen.getByRole('menuitem', { name: '数据字典' }));
    // The address names the new page at once; its code has not arrived, the old page stays.
    await waitFor(() => expect(window.location.pathname).toBe('/system/dictionary'));
    expect(screen.getByText('area page')).toBeTruthy();

    fireEvent.click(folder('组织权限'));
    await waitFor(() => expect(folder('组织权限').getAttribute('aria-expanded')).toBe('true'));

    await dictionary.arrive();
    await screen.findByText('dictionary page');
    expect(folder('组织权限').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: '用户管理' })).toBeTruthy();
  });
});
