import type { PageSchema } from '@formwork/schema';
import type { MenuRoute } from '@formwork/shell';
import { useSessionStore } from '@formwork/shell';
import { Empty } from 'antd';
import areaPage from './area/area.page.json';
import authorizePage from './authorize/authorize.page.json';
import billRulePage from './bill-rule/bill-rule.page.json';
import dataInterfacePage from './data-interface/data-interface.page.json';
import dictionaryPage from './dictionary/dictionary.page.json';
import dictionaryMenuPage from './dictionary/dictionary-menu.page.json';
import groupPage from './group/group.page.json';
import menuPage from './menu/menu.page.json';
import onlineUserPage from './online-user/online-user.page.json';
import organizePage from './organize/organize.page.json';
import portalPage from './portal/portal.page.json';
import positionPage from './position/position.page.json';
import printDevPage from './print-dev/print-dev.page.json';
import rolePage from './role/role.page.json';
import { SchemaPage } from './SchemaPage.js';
import sysConfigPage from './sys-config/sys-config.page.json';
import sysLogPage from './sys-log/sys-log.page.json';
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
  sysConfig: sysConfigPage,
  sysLog: sysLogPage,
  dictionary: dictionaryPage,
  area: areaPage,
  billRule: billRulePage,
  printDev: printDevPage,
} as const;

export type JsonPageName = keyof typeof PAGE_FILES;

/**
 * What the console does after a page's action succeeded. Saved settings are read again with the
 * current user, so the header and title show a new product name without a reload.
 */
const AFTER_ACTION: Partial<Record<JsonPageName, () => void>> = {
  sysConfig: () =>
    void useSessionStore
      .getState()
      .loadCurrentUser()
      .catch(() => undefined),
};

/** One administration screen drawn from its page file (`<name>/<name>.page.json`). */
export function JsonPage({ name }: { name: JsonPageName }) {
  return <SchemaPage schema={PAGE_FILES[name] as unknown as PageSchema} onActionDone={AFTER_ACTION[name]} />;
}

/**
 * A menu entry of type 4: the items of the dictionary its propertyJson names, maintained under
 * the entry's own buttons (the server grants the dictionary's item calls to the entry).
 */
export function DictionaryMenuPage({ route }: { route: MenuRoute }) {
  if (!route.moduleId) return <Empty description={route.title} />;
  return (
    <SchemaPage
      schema={dictionaryMenuPage as unknown as PageSchema}
      params={{ dictionaryTypeId: route.moduleId }}
    />
  );
}
