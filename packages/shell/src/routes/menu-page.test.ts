import { type MenuItem, MenuType } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { menuTarget, resolveMenuPage } from './menu-page.js';
import { buildMenuRoutes, flattenRoutes } from './menu-routes.js';

const item = (id: string, type: number, overrides: Partial<MenuItem> = {}): MenuItem => ({
  id,
  parentId: 'dir',
  fullName: id,
  enCode: id,
  icon: '',
  type,
  urlAddress: id,
  linkTarget: '_self',
  propertyJson: '{}',
  sortCode: 0,
  hasChildren: false,
  children: [],
  ...overrides,
});

const routes = buildMenuRoutes([
  item('dir', MenuType.directory, {
    parentId: '-1',
    children: [
      item('area', MenuType.page, { urlAddress: 'system/area?level=1' }),
      item('model', MenuType.onlineDev, { propertyJson: '{"moduleId":"m1"}' }),
      item('dict', MenuType.dictionary),
      item('report', MenuType.dataReport),
      item('portal', MenuType.portal),
      item('view', MenuType.dataView, { propertyJson: '{"moduleId":"v1"}' }),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholders JNPF addresses carry
      item('inside', MenuType.externalLink, { urlAddress: '${dataV}/a?t=${jnpfToken}' }),
      item('outside', MenuType.externalLink, { urlAddress: 'https://x.test', linkTarget: '_blank' }),
      item('plain', MenuType.externalLink, {
        urlAddress: 'https://y.test',
        linkTarget: '' as MenuItem['linkTarget'],
      }),
      item('future', 42),
    ],
  }),
]);
const values = { dataV: 'https://dv.test', token: 'bearer t' };
const resolve = (path: string) => resolveMenuPage(routes, path, values);
const pathOf = (id: string) => flattenRoutes(routes).find((route) => route.id === id)?.path ?? '';

describe('what a menu location shows', () => {
  it('opens type-2 pages by their address, whatever the query', () => {
    expect(resolve('/system/area')).toMatchObject({ kind: 'page', route: { id: 'area' } });
    expect(resolve('/system/area?level=3')).toMatchObject({ kind: 'page', route: { id: 'area' } });
  });

  it('gives types 3, 4, 5 and 8 to the page registered for their type', () => {
    for (const id of ['model', 'dict', 'report', 'portal']) {
      expect(resolve(`/${id}`)).toMatchObject({ kind: 'type-page', route: { id } });
    }
    expect(resolve('/model')).toMatchObject({ route: { moduleId: 'm1' } });
  });

  it('embeds data views and _self links with their placeholders substituted', () => {
    expect(resolve(pathOf('view'))).toEqual(
      expect.objectContaining({ kind: 'embedded', url: 'https://dv.test/view/v1?token=bearer%20t' }),
    );
    expect(resolve(pathOf('inside'))).toEqual(
      expect.objectContaining({ kind: 'embedded', url: 'https://dv.test/a?t=bearer%20t' }),
    );
  });

  it('offers _blank links as a new window and any other target as a plain link', () => {
    expect(resolve(pathOf('outside'))).toMatchObject({ kind: 'new-window', url: 'https://x.test' });
    expect(resolve(pathOf('plain'))).toMatchObject({ kind: 'link', url: 'https://y.test' });
  });

  it('refuses directories and paths outside the menus, so a URL cannot open a page not granted', () => {
    expect(resolve('/dir')).toEqual({ kind: 'not-found' });
    expect(resolve('/permission/onlineUser')).toEqual({ kind: 'not-found' });
  });

  it('shows an unknown type as not available rather than failing', () => {
    expect(resolve('/future')).toMatchObject({ kind: 'unavailable', route: { id: 'future' } });
  });
});

describe('menu clicks', () => {
  const route = (id: string) => {
    const found = flattenRoutes(routes).find((entry) => entry.id === id);
    if (!found) throw new Error(`no menu entry ${id}`);
    return found;
  };
  it('opens types 6 and 7 with _blank in a new window and navigates for everything else', () => {
    expect(menuTarget(route('outside'), values)).toEqual({ window: 'https://x.test' });
    expect(menuTarget(route('inside'), values)).toEqual({ path: pathOf('inside') });
    expect(menuTarget(route('area'), values)).toEqual({ path: '/system/area?level=1' });
  });
});
