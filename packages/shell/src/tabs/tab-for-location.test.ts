import { describe, expect, it } from 'vitest';
import { type TextKey, textOf } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';
import { LAYOUT_TEXT } from '../layout/messages.js';
import { buildMenuRoutes } from '../routes/menu-routes.js';
import { menu } from '../testing/fixtures.js';
import { tabForLocation } from './tab-for-location.js';

const routes = buildMenuRoutes([menu('system', '系统管理', [menu('system.area', '行政区划')])]);
const translate = (key: TextKey<typeof LAYOUT_TEXT>, language?: Language) =>
  textOf(LAYOUT_TEXT, language ?? 'en')(key);
const tab = (path: string, search = '') => tabForLocation(path, search, routes, translate);

describe('a tab per visited page', () => {
  it('pins the workspace tabs', () => {
    expect(tab('/home')).toMatchObject({ title: 'Home', zhTitle: '首页', meta: { affix: true } });
    expect(tab('/dashboard')?.meta.affix).toBe(true);
  });

  it('names menu pages by their entry and keeps the query for going back', () => {
    expect(tab('/system.area', '?x=1')).toMatchObject({
      path: '/system.area',
      fullPath: '/system.area?x=1',
      title: '行政区划',
      meta: { affix: false, noCache: false },
    });
  });

  it('gives no tab to the redirect route, 404, pages outside the layout or paths not granted', () => {
    for (const path of ['/redirect/home', '/404', '/lockScreen', '/system', '/permission/onlineUser']) {
      expect(tab(path)).toBeNull();
    }
  });
});
