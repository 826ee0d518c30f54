import { message } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store.js';
import { textOf } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, ok } from '../testing/fixtures.js';
import { HEADER_TEXT } from './messages.js';
import { switchLanguage } from './switch-language.js';

// antd's traditional Chinese texts cannot be fetched, as on a dropped connection.
vi.mock('antd/es/locale/zh_TW', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const success = vi.spyOn(message, 'success').mockImplementation(() => Promise.resolve(true) as never);
const error = vi.spyOn(message, 'error').mockImplementation(() => Promise.resolve(true) as never);

beforeEach(() => {
  useSessionStore.setState({ token: ADMIN_TOKEN });
  useAppStore.getState().setLanguage('zh');
});

describe('a language whose texts cannot be fetched keeps the current one', () => {
  it('stays unchosen, and an error says so instead of a half-switched page', async () => {
    const { calls } = fakeServer({ 'PUT /api/permission/Users/Current/SystemLanguage': ok(undefined) });

    await switchLanguage('zhtw');

    expect(error).toHaveBeenCalledWith('語言包載入失敗，請檢查網路後重試');
    expect(success).not.toHaveBeenCalled();
    expect(useAppStore.getState().language).toBe('zh');
    expect(textOf(HEADER_TEXT)('logout')).toBe('退出登录');
    expect(calls).toEqual([]);
  });
});
