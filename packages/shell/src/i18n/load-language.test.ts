import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadLanguage } from './i18n.js';
import { antdLocaleOf } from './useAntdLocale.js';
import '../login/messages.js';

describe('a language is fetched when chosen', () => {
  it('has only simplified Chinese texts of the sign-in page until traditional Chinese is loaded', async () => {
    expect(i18n.getFixedT('zh', 'login')('submit')).toBe('登录');
    expect(i18n.hasResourceBundle('zhtw', 'login')).toBe(false);
    expect(antdLocaleOf('zhtw').locale).toBe('zh-cn');

    await loadLanguage('zhtw');

    expect(i18n.getFixedT('zhtw', 'login')('submit')).toBe('登錄');
    expect(i18n.getFixedT('zhtw', 'header')('logout')).toBe('登出');
    expect(antdLocaleOf('zhtw').locale).toBe('zh-tw');
  });

  it('changes to a language with its texts in place', async () => {
    await changeLanguage('zhtw');
    expect(i18n.t('login:title')).toBe('登錄');
    await changeLanguage('zh');
    expect(i18n.t('login:title')).toBe('登录');
  });
});
