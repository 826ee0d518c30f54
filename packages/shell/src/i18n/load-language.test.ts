import { describe, expect, it } from 'vitest';
import { HEADER_TEXT } from '../header/messages.js';
import { LOGIN_TEXT } from '../login/messages.js';
import { changeLanguage, i18n, loadLanguage, textOf } from './i18n.js';
import { antdLocaleOf } from './useAntdLocale.js';

describe('a language is fetched when chosen', () => {
  it("has the shell's own words in every language at once, and antd's traditional Chinese once loaded", async () => {
    expect(textOf(LOGIN_TEXT, 'zh')('submit')).toBe('登录');
    expect(textOf(LOGIN_TEXT, 'zhtw')('submit')).toBe('登錄');
    expect(textOf(HEADER_TEXT, 'en')('logout')).toBe('Log out');
    expect(antdLocaleOf('zhtw').locale).toBe('zh-cn');

    await loadLanguage('zhtw');

    expect(textOf(HEADER_TEXT, 'zhtw')('logout')).toBe('登出');
    expect(antdLocaleOf('zhtw').locale).toBe('zh-tw');
  });

  it('changes to a language with its texts in place', async () => {
    await changeLanguage('zhtw');
    expect(textOf(LOGIN_TEXT)('title')).toBe('登錄');
    expect(i18n.language).toBe('zhtw');
    await changeLanguage('zh');
    expect(textOf(LOGIN_TEXT)('title')).toBe('登录');
  });
});
