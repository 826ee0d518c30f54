import { MenuType } from '@formwork/schema';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { ShellConfigProvider } from '../shell-config.js';
import { menu } from '../testing/fixtures.js';
import { MenuPage } from './MenuPage.js';

function show(path: string, config: Parameters<typeof ShellConfigProvider>[0]['config'] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/404', element: <p>404 page</p> },
      { path: '*', element: <MenuPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellConfigProvider config={config}>
      <RouterProvider router={router} />
    </ShellConfigProvider>,
  );
  return router;
}

describe('the menu catch-all route', () => {
  useSessionStore.setState({
    token: 'bearer t',
    menuList: [
      menu('system', '系统管理', [menu('system/area', '行政区划')]),
      { ...menu('leave', '请假'), type: MenuType.onlineDev },
      { ...menu('report', '报表'), type: MenuType.dataReport },
    ],
  });
  beforeAll(() => changeLanguage('zh'));

  it('shows the page registered for a type-2 path', async () => {
    show('/system/area?x=1', { pages: { '/system/area': () => <h1>Areas</h1> } });
    expect(await screen.findByRole('heading', { name: 'Areas' })).toBeTruthy();
  });

  it('shows "not available yet" with the entry title when no page is registered', async () => {
    show('/system/area');
    // The page is fetched when first shown, which on a loaded machine takes more than a second.
    expect(await screen.findByText('行政区划', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('该功能暂未开放，敬请期待')).toBeTruthy();
  });

  it('gives types 3, 4, 5 and 8 the page registered for their type, with the entry', async () => {
    show('/leave', { typePages: { [MenuType.onlineDev]: ({ route }) => <h1>Model {route.title}</h1> } });
    expect(await screen.findByRole('heading', { name: 'Model 请假' })).toBeTruthy();
  });

  it('says a type page is not available yet when none is registered', async () => {
    show('/report');
    expect(await screen.findByText('报表')).toBeTruthy();
    expect(screen.getByText('该功能暂未开放，敬请期待')).toBeTruthy();
  });

  it('refuses, inside the layout, a page the console has but the menus do not grant', async () => {
    const router = show('/permission/onlineUser', {
      pages: { '/permission/onlineUser': () => <h1>Online</h1> },
    });
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.getByText('您没有访问该页面的权限，请联系管理员')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Online' })).toBeNull();
    expect(router.state.location.pathname).toBe('/permission/onlineUser');
  });

  it('sends a path outside the menus to 404', async () => {
    const router = show('/permission/onlineUser');
    expect(await screen.findByText('404 page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});
