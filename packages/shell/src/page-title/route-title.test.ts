import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, textOf } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';
import { LAYOUT_TEXT } from '../layout/messages.js';
import { buildMenuRoutes } from '../routes/menu-routes.js';
import { menu } from '../testing/fixtures.js';
import { documentTitle, routeTitle, titleSuffix } from './route-title.js';

const routes = buildMenuRoutes([menu('system', '系统管理', [menu('system.area', '行政区划')])]);
const t = (language: Language) => textOf(LAYOUT_TEXT, language);

describe('page titles', () => {
  // A language's texts are fetched when it is chosen.
  beforeAll(() => loadLanguage('zhtw'));

  it('titles fixed routes in the chosen language', () => {
    expect(routeTitle('/home', routes, t('zh'))).toBe('首页');
    expect(routeTitle('/home', routes, t('zhtw'))).toBe('首頁');
    expect(routeTitle('/home', routes, t('en'))).toBe('Home');
    expect(routeTitle('/profile', routes, t('en'))).toBe('Profile');
  });

  it('titles menu pages by their name and knows nothing of other paths', () => {
    expect(routeTitle('/system.area', routes, t('en'))).toBe('行政区划');
    expect(routeTitle('/redirect/home', routes, t('zh'))).toBeUndefined();
  });

  it('ends with the product title, else its name, else Formwork', () => {
    expect(documentTitle('首页', titleSuffix({ title: 'Formwork 低代码开发平台', sysName: 'F' }))).toBe(
      '首页 - Formwork 低代码开发平台',
    );
    expect(titleSuffix({ title: '', sysName: 'Acme' })).toBe('Acme');
    expect(titleSuffix(null)).toBe('Formwork');
  });
});
