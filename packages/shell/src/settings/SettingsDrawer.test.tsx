import { fireEvent, render, screen } from '@testing-library/react';
import { message } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, ok } from '../testing/fixtures.js';
import { SettingsDrawer } from './SettingsDrawer.js';
import { DEFAULT_SETTINGS, useSettingsStore } from './settings-store.js';

vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);
const THEME_CALL = 'PUT /api/permission/Users/Current/SystemTheme';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useSettingsStore.setState(DEFAULT_SETTINGS);
  useSessionStore.setState({ token: ADMIN_TOKEN });
});

const stored = (name: string) => JSON.parse(window.localStorage.getItem(`jnpf_${name}`) ?? 'null');
const renderDrawer = () => render(<SettingsDrawer open onClose={() => {}} />);

describe('the settings drawer', () => {
  it('applies a layout at once, stores it and sends it to the server as the theme', async () => {
    const { calls } = fakeServer({ [THEME_CALL]: ok(undefined, '设置成功') });
    renderDrawer();
    fireEvent.click(screen.getByRole('radio', { name: '功能' }));

    expect(useSettingsStore.getState().layoutType).toBe('functional');
    expect(stored('layoutType')).toBe('functional');
    expect((screen.getByRole('radio', { name: '功能' }) as HTMLInputElement).checked).toBe(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(`${calls[0]?.method} ${calls[0]?.path}`).toBe(THEME_CALL);
    expect(JSON.parse(String(calls[0]?.config.data))).toEqual({ theme: 'functional' });
  });

  it.each([
    ['经典', 'classic'],
    ['简约', 'plain'],
    ['混合', 'blend'],
  ])('offers the %s layout (%s)', (label, layoutType) => {
    fakeServer({ [THEME_CALL]: ok() });
    useSettingsStore.setState({ layoutType: layoutType === 'blend' ? 'functional' : 'blend' });
    renderDrawer();
    fireEvent.click(screen.getByRole('radio', { name: label }));
    expect(stored('layoutType')).toBe(layoutType);
  });

  it('sends nothing when signed out, but still applies the layout', () => {
    useSessionStore.setState({ token: null });
    const { calls } = fakeServer({});
    renderDrawer();
    fireEvent.click(screen.getByRole('radio', { name: '混合' }));
    expect(useSettingsStore.getState().layoutType).toBe('blend');
    expect(calls).toHaveLength(0);
  });

  it('offers the eight theme colours and stores the chosen one with its colour', () => {
    renderDrawer();
    const colours = screen.getByRole('radiogroup', { name: '主题色' });
    expect(colours.querySelectorAll('input[type="radio"]')).toHaveLength(8);
    fireEvent.click(screen.getByRole('radio', { name: '极光绿' }));
    expect(useSettingsStore.getState().themeClass).toBe('green');
    expect(stored('themeClass')).toBe('green');
    expect(stored('theme')).toBe('#52c41a');
  });

  it('switches the sidebar between dark and light', () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('radio', { name: '亮色侧边栏' }));
    expect(stored('slideClass')).toBe('lightWhite');
  });

  it.each([
    ['开启标签栏', 'tagsView'],
    ['显示标签图标', 'tagsIcon'],
    ['显示多语言', 'showLanguage'],
    ['显示搜索', 'showSearch'],
    ['缓存页面', 'useCache'],
    ['固定顶栏', 'fixedHeader'],
    ['侧边栏 Logo', 'sidebarLogo'],
  ] as const)('turns %s off under jnpf_%s', (label, key) => {
    renderDrawer();
    fireEvent.click(screen.getByRole('switch', { name: label }));
    expect(useSettingsStore.getState()[key]).toBe(false);
    expect(stored(key)).toBe(false);
  });
});
