import type { PageSchema } from '@formwork/schema';
import authorizePage from './authorize/authorize.page.json';
import dataInterfacePage from './data-interface/data-interface.page.json';
import groupPage from './group/group.page.json';
import menuPage from './menu/menu.page.json';
import onlineUserPage from './online-user/online-user.page.json';
import organizePage from './organize/organize.page.json';
import portalPage from './portal/portal.page.json';
import positionPage from './position/position.page.json';
import rolePage from './role/role.page.json';
import { SchemaPage } from './SchemaPage.js';
import userPage from './user/user.page.json';

/**
 * The administration screens that are only a page schema, by name. The files are checked against
 * the page meta-schema by page-files.test.ts, so each is taken as the PageSchema it was proven to
 * be; JSON's inferred types know no literal unions.
 */
const PAGE_FILES = {
  organize: organizePage,
  position: positionPage,
  user: userPage,
  role: rolePage,
  group: groupPage,
  authorize: authorizePage,
  onlineUser: onlineUserPage,
  menu: menuPage,
  portal: portalPage,
  dataInterface: dataInterfacePage,
} as const;

export type JsonPageName = keyof typeof PAGE_FILES;

/** One administration screen drawn from its page file (`<name>/<name>.page.json`). */
export function JsonPage({ name }: { name: JsonPageName }) {
  return <SchemaPage schema={PAGE_FILES[name] as unknown as PageSchema} />;
}
