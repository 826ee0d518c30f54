import { type Language, type MenuItem, MenuType } from '@formwork/schema';

/** A menu entry as a route of the console. */
export interface MenuRoute {
  id: string;
  parentId: string;
  /** Path inside the app, without query; directories use their code. */
  path: string;
  /** The query string the menu address carries, kept for navigation only. */
  query: string;
  type: number;
  /** The entry's name in the user's language. */
  title: string;
  /** Its Chinese name (fullName), whatever the user's language. */
  fullName: string;
  enCode: string;
  icon: string;
  /** Titles from the top-level entry down to this one. */
  breadcrumb: string[];
  /** How types 6 and 7 open: inside the app, in a new window, or '' for a plain link. */
  linkTarget: '_self' | '_blank' | '';
  urlAddress: string;
  /** From propertyJson: the visual-dev model (type 3), dictionary, report or portal id. */
  moduleId?: string;
  isTree?: boolean;
  /** Directories only group entries: they cannot be opened, nor found by search. */
  noRedirect: boolean;
  hidden: boolean;
  children: MenuRoute[];
}

interface PropertyJson {
  moduleId?: string;
  isTree?: number | boolean;
}

function parseProperties(text: string): PropertyJson {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' ? (value as PropertyJson) : {};
  } catch {
    return {};
  }
}

function linkTargetOf(target: unknown): MenuRoute['linkTarget'] {
  return target === '_blank' || target === '_self' ? target : '';
}

const trimSlashes = (text: string) => text.replace(/^\/+|\/+$/g, '');

/** Path and query of a menu entry: directories by code, everything else by its address. */
function locate(item: MenuItem): { path: string; query: string } {
  if (item.type === MenuType.directory) return { path: `/${trimSlashes(item.enCode)}`, query: '' };
  // External links and data views live at an in-app path of their own; their address is the target.
  if (item.type === MenuType.externalLink || item.type === MenuType.dataView) {
    return { path: `/external/${item.id}`, query: '' };
  }
  const [address = '', query = ''] = item.urlAddress.split('?');
  const path = trimSlashes(address) || trimSlashes(item.enCode.replaceAll('.', '/'));
  return { path: `/${path}`, query: query ? `?${query}` : '' };
}

/** The entry's name in `language`, or its fullName when it has none in that language. */
export function menuTitle(item: Pick<MenuItem, 'fullName' | 'fullNameI18n'>, language?: Language): string {
  const names = item.fullNameI18n;
  const own = language && names && Object.hasOwn(names, language) ? names[language] : undefined;
  return own || item.fullName;
}

/** The menu list as routes, titled in `language` (each entry's fullName without one). */
export function buildMenuRoutes(
  menuList: MenuItem[],
  language?: Language,
  breadcrumb: string[] = [],
): MenuRoute[] {
  return menuList.map((item) => {
    const { path, query } = locate(item);
    const properties = parseProperties(item.propertyJson);
    const title = menuTitle(item, language);
    const trail = [...breadcrumb, title];
    return {
      id: item.id,
      parentId: item.parentId,
      path,
      query,
      type: item.type,
      title,
      fullName: item.fullName,
      enCode: item.enCode,
      icon: item.icon,
      breadcrumb: trail,
      linkTarget: linkTargetOf(item.linkTarget),
      urlAddress: item.urlAddress,
      ...(properties.moduleId && { moduleId: String(properties.moduleId) }),
      ...(properties.isTree !== undefined && { isTree: Boolean(Number(properties.isTree)) }),
      noRedirect: item.type === MenuType.directory,
      hidden: false,
      children: buildMenuRoutes(item.children ?? [], language, trail),
    };
  });
}

export const flattenRoutes = (routes: MenuRoute[]): MenuRoute[] =>
  routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);

/** The page entry a location belongs to; the query string plays no part. */
export function findMenuRoute(routes: MenuRoute[], pathname: string): MenuRoute | undefined {
  const path = `/${trimSlashes(pathname.split('?')[0] ?? '')}`;
  return flattenRoutes(routes).find((route) => !route.noRedirect && route.path === path);
}

/** Substitutes the address placeholders of external links and data views. */
export function externalAddress(route: MenuRoute, values: { dataV: string; token: string }): string {
  if (route.type === MenuType.dataView) {
    return `${values.dataV}/view/${route.moduleId ?? route.id}?token=${encodeURIComponent(values.token)}`;
  }
  // biome-ignore-start lint/suspicious/noTemplateCurlyInString: JNPF's literal address placeholders
  return route.urlAddress
    .replaceAll('${dataV}', values.dataV)
    .replaceAll('${jnpfToken}', encodeURIComponent(values.token));
  // biome-ignore-end lint/suspicious/noTemplateCurlyInString: -
}
