import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { changeLanguage, i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { type HomePortalProps, ShellConfigProvider } from '../shell-config.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, adminUser, ok } from '../testing/fixtures.js';
import { HomePage } from './HomePage.js';
import { recordVisit } from './recent-visits.js';

const CHOICES = 'GET /api/visualdev/Portal/Selector';
const SET = 'PUT /api/visualdev/Portal/p-sales/Actions/SetDefault';
const CLEAR = 'PUT /api/visualdev/Portal/Actions/ClearDefault';
const CURRENT = 'GET /api/oauth/CurrentUser';

/** Stands in for the console's portal renderer. */
function FakePortal({ portalId }: HomePortalProps) {
  return <h2>Portal {portalId}</h2>;
}

/** A portal renderer whose portal cannot be loaded. */
function MissingPortal({ onUnavailable }: HomePortalProps) {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}

function showHome(portal?: (props: HomePortalProps) => JSX.Element | null) {
  render(
    <ShellConfigProvider config={portal ? { homePortal: portal } : {}}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </ShellConfigProvider>,
  );
}

const withPortal = (portalId: string) => ({ ...adminInfo(), portalId });
const greeting = () => screen.findByText(/，管理员$/);

beforeEach(async () => {
  useAppStore.setState({ language: 'zh' });
  await i18n.changeLanguage('zh');
  useSessionStore.setState({ token: ADMIN_TOKEN, userInfo: adminInfo(), menuList: [] });
});

describe('the home page', () => {
  it('greets and dates recent visits in English with English punctuation', async () => {
    useAppStore.setState({ language: 'en' });
    await changeLanguage('en');
    recordVisit(adminInfo().userId, { path: '/system/area', title: 'Areas' });
    showHome();
    expect(await screen.findByText(/^Good (night|morning|afternoon|evening), 管理员$/)).toBeTruthy();
    expect(screen.getByText('Just now')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[，刚]/);
  });

  it('shows the default portal with the renderer the app gives', async () => {
    useSessionStore.setState({ userInfo: withPortal('p-sales') });
    showHome(FakePortal);
    expect(await screen.findByRole('heading', { name: 'Portal p-sales' })).toBeTruthy();
    expect(screen.queryByText(/，管理员$/)).toBeNull();
    expect(screen.getByRole('button', { name: /切换门户/ })).toBeTruthy();
  });

  it('is the workspace without a default portal', async () => {
    showHome(FakePortal);
    expect(await greeting()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Portal/ })).toBeNull();
  });

  it('falls back to the workspace when the portal cannot be loaded', async () => {
    useSessionStore.setState({ userInfo: withPortal('p-gone') });
    showHome(MissingPortal);
    expect(await greeting()).toBeTruthy();
  });

  it('offers no switch when the app has no portal renderer', async () => {
    useSessionStore.setState({ userInfo: withPortal('p-sales') });
    showHome();
    expect(await greeting()).toBeTruthy();
    expect(screen.queryByRole('button', { name: /切换门户/ })).toBeNull();
  });

  it('switches to a portal the user may see and back to the workspace, saved on the server', async () => {
    const chosen = adminUser();
    chosen.userInfo.portalId = 'p-sales';
    let current = chosen;
    const { calls } = fakeServer({
      [CHOICES]: ok({
        list: [
          { id: 'p-sales', fullName: '销售看板', enCode: 'sales', category: '业务' },
          { id: 'p-hr', fullName: '人事看板', enCode: 'hr', category: '' },
        ],
      }),
      [SET]: ok(undefined, '切换成功'),
      [CLEAR]: ok(undefined, '切换成功'),
      [CURRENT]: () => ok(current),
    });
    showHome(FakePortal);
    fireEvent.click(await screen.findByRole('button', { name: /切换门户/ }));
    expect(await screen.findByText('业务')).toBeTruthy();
    expect(screen.getByText('未分类')).toBeTruthy();
    expect(screen.getByRole('button', { name: /个人工作台/, pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /销售看板/ }));
    expect(await screen.findByRole('heading', { name: 'Portal p-sales' })).toBeTruthy();
    const choices = calls.find((call) => `${call.method} ${call.path}` === CHOICES);
    expect(choices?.query.get('type')).toBe('1');

    current = adminUser();
    fireEvent.click(screen.getByRole('button', { name: /切换门户/ }));
    fireEvent.click(await screen.findByRole('button', { name: /个人工作台/, pressed: false }));
    expect(await greeting()).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`).filter((key) => key !== CHOICES)).toEqual([
        SET,
        CURRENT,
        CLEAR,
        CURRENT,
      ]),
    );
  });
});
