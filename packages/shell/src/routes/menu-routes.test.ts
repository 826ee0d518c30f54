import { type MenuItem, MenuType } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, externalAddress, findMenuRoute, flattenRoutes } from './menu-routes.js';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  id: 'x',
  parentId: '-1',
  fullName: 'X',
  enCode: 'x',
  icon: '',
  type: MenuType.page,
  urlAddress: '',
  linkTarget: '_self',
  propertyJson: '{}',
  sortCode: 0,
  hasChildren: false,
  children: [],
  ...overrides,
});

const menus: MenuItem[] = [
  item({
    id: 'sys',
    fullName: '系统管理',
    enCode: 'system',
    type: MenuType.directory,
    children: [
      item({
        id: 'dict',
        parentId: 'sys',
        fullName: '数据字典',
        enCode: 'system.dictionary',
        urlAddress: 'system/dictionary?tab=1',
      }),
      item({
        id: 'leave',
        parentId: 'sys',
        fullName: '请假申请',
        enCode: 'leave',
        type: MenuType.onlineDev,
        urlAddress: 'onlineDev/leave',
        propertyJson: '{"moduleId":"m-1","isTree":1}',
      }),
      item({
        id: 'docs',
        parentId: 'sys',
        fullName: '文档',
        type: MenuType.externalLink,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: JNPF's literal address placeholders
        urlAddress: '${dataV}/docs?t=${jnpfToken}',
        linkTarget: '_blank',
      }),
    ],
  }),
];

describe('menu routes', () => {
  const routes = buildMenuRoutes(menus);
  const all = flattenRoutes(routes);

  it('gives directories their code as path and marks them not openable', () => {
    expect(routes[0]).toMatchObject({ path: '/system', noRedirect: true, breadcrumb: ['系统管理'] });
  });

  it('gives pages their address as path, keeping the query apart', () => {
    expect(all.find((route) => route.id === 'dict')).toMatchObject({
      path: '/system/dictionary',
      query: '?tab=1',
      breadcrumb: ['系统管理', '数据字典'],
    });
  });

  it('reads moduleId and isTree of model entries', () => {
    expect(all.find((route) => route.id === 'leave')).toMatchObject({
      path: '/onlineDev/leave',
      moduleId: 'm-1',
      isTree: true,
    });
  });

  it('finds the entry of a location whatever its query', () => {
    expect(findMenuRoute(routes, '/system/dictionary?tab=2')?.id).toBe('dict');
    expect(findMenuRoute(routes, '/system')).toBeUndefined();
  });

  it('substitutes the placeholders of external links', () => {
    const docs = all.find((route) => route.id === 'docs');
    expect(docs?.path).toBe('/external/docs');
    expect(docs && externalAddress(docs, { dataV: 'https://dv.example', token: 'bearer a b' })).toBe(
      'https://dv.example/docs?t=bearer%20a%20b',
    );
  });
});

describe('menu titles per language', () => {
  const named = [
    item({
      id: 'sys',
      fullName: '系统管理',
      fullNameI18n: { zhtw: '系統管理', en: 'System' },
      type: MenuType.directory,
      children: [item({ id: 'mine', parentId: 'sys', fullName: '我的报表', enCode: 'mine' })],
    }),
  ];

  it('titles and breadcrumbs in the language, each entry without a name in it by its fullName', () => {
    const [system] = buildMenuRoutes(named, 'en');
    expect(system?.title).toBe('System');
    expect(system?.fullName).toBe('系统管理');
    expect(system?.children[0]?.breadcrumb).toEqual(['System', '我的报表']);
    expect(buildMenuRoutes(named, 'zhtw')[0]?.title).toBe('系統管理');
    expect(buildMenuRoutes(named)[0]?.title).toBe('系统管理');
  });
});
