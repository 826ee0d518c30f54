import { message } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { i18n, textOf } from '../i18n/i18n.js';
import { antdLocaleOf } from '../i18n/useAntdLocale.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, fail, ok } from '../testing/fixtures.js';
import { HEADER_TEXT } from './messages.js';
import { switchLanguage } from './switch-language.js';

const success = vi.spyOn(message, 'success').mockImplementation(() => Promise.resolve(true) as never);
vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);

beforeEach(() => {
  success.mockClear();
  useSessionStore.setState({ token: ADMIN_TOKEN });
});
afterEach(async () => {
  useAppStore.getState().setLanguage('zh');
  await i18n.changeLanguage('zh');
});

const LANGUAGE_CALL = 'PUT /api/permission/Users/Current/SystemLanguage';

describe('switching the language', () => {
  it.each([
    ['en', 'Switch Language Success', 'Log out'],
    ['zhtw', '切換成功', '登出'],
    ['zh', '切换成功', '退出登录'],
  ] as const)(
    'to %s: stored, applied, sent to the server and confirmed with %s',
    async (language, text, logout) => {
      if (language === 'zh') await switchLanguage('en');
      success.mockClear();
      const { calls } = fakeServer({ [LANGUAGE_CALL]: ok(undefined, '设置成功') });

      await switchLanguage(language);

      expect(window.localStorage.getItem('jnpf_language')).toBe(JSON.stringify(language));
      expect(useAppStore.getState().language).toBe(language);
      expect(i18n.language).toBe(language);
      expect(textOf(HEADER_TEXT)('logout')).toBe(logout);
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([LANGUAGE_CALL]);
      expect(JSON.parse(String(calls[0]?.config.data))).toEqual({ language });
      expect(success).toHaveBeenCalledWith(text);
    },
  );

  it("brings antd's and dayjs's traditional Chinese texts with traditional Chinese", async () => {
    fakeServer({ [LANGUAGE_CALL]: ok(undefined, '设置成功') });
    await switchLanguage('zhtw');
    expect(antdLocaleOf('zhtw').locale).toBe('zh-tw');
    expect(antdLocaleOf('zhtw').Pagination?.items_per_page).toBe('條/頁');
    expect(dayjs.locale()).toBe('zh-tw');
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('keeps the choice but shows no success when the server refuses', async () => {
    fakeServer({ [LANGUAGE_CALL]: fail(500, '服务器异常') });
    await switchLanguage('en');
    expect(useAppStore.getState().language).toBe('en');
    expect(success).not.toHaveBeenCalled();
  });

  it('changes the texts of every namespace when the stored language changes elsewhere', async () => {
    useAppStore.getState().setLanguage('en');
    await vi.waitFor(() => expect(textOf(HEADER_TEXT)('lock')).toBe('Lock screen'));
    expect(document.documentElement.lang).toBe('en');
  });
});
