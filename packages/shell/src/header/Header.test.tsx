import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, adminUser, ok } from '../testing/fixtures.js';
import { Header } from './Header.js';
import { useUnreadStore } from './unread-store.js';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useAppStore.setState({ language: 'zh', device: 'desktop', sidebarOpened: true });
  useSettingsStore.setState({ showSearch: true, showLanguage: true, showSettings: true });
  useUnreadStore.setState({ unreadMessageCount: 0, unreadNoticeCount: 0, chatBlink: false });
  useSessionStore.setState({
    token: ADMIN_TOKEN,
    userInfo: adminInfo(),
    menuList: adminUser().menuList,
    isLock: false,
  });
});

describe('the header', () => {
  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
  ])('shows %i unread as %s on the bell', async (count, shown) => {
    useUnreadStore.getState().setUnread({ unreadMessageCount: count });
    const { container } = renderHeader();
    await waitFor(() => expect(container.querySelector('.ant-badge-count')?.textContent ?? null).toBe(shown));
  });

  it('counts unread messages and notices together', async () => {
    useUnreadStore.getState().setUnread({ unreadMessageCount: 60, unreadNoticeCount: 45 });
    const { container } = renderHeader();
    await waitFor(() => expect(container.querySelector('.ant-badge-count')?.textContent).toBe('99+'));
  });

  it('opens the message drawer from the bell, staying on the page', async () => {
    fakeServer({
      'GET /api/message': ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
    });
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: '站内消息' }));
    const drawer = await screen.findByRole('dialog', { name: '站内消息' }, { timeout: 5000 });
    expect(drawer.textContent).toContain('暂无消息');
    expect(location()).toBe('/home');
  });

  it('locks the screen and shows the lock page', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: '锁定屏幕' }));
    expect(useSessionStore.getState().isLock).toBe(true);
    expect(location()).toBe('/lockScreen');
  });

  it('collapses and expands the sidebar, remembering it', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(useAppStore.getState().sidebarOpened).toBe(false);
    expect(window.localStorage.getItem('jnpf_sidebarStatus')).toBe('false');
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();
  });

  it('leaves out search, language and settings when their settings are off', () => {
    useSettingsStore.setState({ showSearch: false, showLanguage: false, showSettings: false });
    renderHeader();
    expect(screen.queryByRole('combobox', { name: '菜单搜索' })).toBeNull();
    expect(screen.queryByRole('button', { name: '语言' })).toBeNull();
    expect(screen.queryByRole('button', { name: '系统设置' })).toBeNull();
  });

  it('shows the user name and the first character as avatar fallback', () => {
    renderHeader();
    const user = screen.getByRole('button', { name: '用户菜单' });
    expect(user.textContent).toBe('管管理员');
  });

  it('asks before logging out', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('您确定要退出应用程序吗?')).toBeTruthy();
  });

  it.each([
    ['语言', '简体中文'],
    ['布局大小', '默认'],
  ])('shuts the %s tooltip while its menu is open, so the first item shows', async (label, first) => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: label });
    fireEvent.mouseEnter(trigger);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    expect(tooltip.textContent).toBe(label);
    const popup = tooltip.closest('.ant-tooltip') as HTMLElement;
    expect(popup.className).not.toContain('ant-tooltip-hidden');

    fireEvent.click(trigger);
    expect(await screen.findByText(first)).toBeTruthy();
    await waitFor(() => expect(popup.className).toContain('ant-tooltip-hidden'));
  });

  it('names its buttons in the chosen language', async () => {
    renderHeader();
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lock screen' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
  });
});
