import { type AccessRule, type EntryGrants, type Held, mayReach } from '@formwork/schema';
import type { Session } from '../../accounts/sessions.js';
import { StampedCache } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import { designOfMenu } from './menu-ids.js';
import type { AuthorizeItemType, Module, ModuleItem } from './tables.js';

export type { AccessRule } from '@formwork/schema';

/** Everything a user is allowed to see, each list sorted for display. */
export interface Authorization {
  modules: Module[];
  buttons: ModuleItem[];
  columns: ModuleItem[];
  forms: ModuleItem[];
  /** Data permission schemes. */
  resources: ModuleItem[];
}

const ITEM_TABLES = {
  buttons: 'moduleButton',
  columns: 'moduleColumn',
  forms: 'moduleForm',
  resources: 'moduleDataScheme',
} as const;
const ITEM_TYPES = { buttons: 'button', columns: 'column', forms: 'form', resources: 'dataScheme' } as const;

/** Administrators see every enabled entry; everyone else the union of their enabled roles' grants. */
export async function loadAuthorization(
  db: Db,
  userId: string,
  isAdministrator: boolean,
): Promise<Authorization> {
  const roleIds = isAdministrator
    ? []
    : (
        await db
          .selectFrom('userRelation as r')
          .innerJoin('role', 'role.id', 'r.objectId')
          .select('role.id')
          .where('r.userId', '=', userId)
          .where('r.objectType', '=', 'Role')
          .where('role.enabledMark', '=', 1)
          .execute()
      ).map((row) => row.id);

  const granted = (itemType: AuthorizeItemType) =>
    db
      .selectFrom('authorize')
      .select('itemId')
      .where('itemType', '=', itemType)
      .where('roleId', 'in', roleIds.length ? roleIds : ['']);

  let moduleQuery = db.selectFrom('module').selectAll().where('enabledMark', '=', 1);
  if (!isAdministrator) moduleQuery = moduleQuery.where('id', 'in', granted('module'));
  const modules = await moduleQuery.orderBy('sortCode').orderBy('fullName').execute();
  const moduleIds = modules.map((module) => module.id);

  const loadItems = async (kind: keyof typeof ITEM_TABLES): Promise<ModuleItem[]> => {
    if (!moduleIds.length) return [];
    let query = db
      .selectFrom(ITEM_TABLES[kind])
      .select(['id', 'moduleId', 'fullName', 'enCode', 'sortCode', 'enabledMark'])
      .where('enabledMark', '=', 1)
      .where('moduleId', 'in', moduleIds);
    if (!isAdministrator) query = query.where('id', 'in', granted(ITEM_TYPES[kind]));
    return query.orderBy('sortCode').execute();
  };
  const [buttons, columns, forms, resources] = await Promise.all([
    loadItems('buttons'),
    loadItems('columns'),
    loadItems('forms'),
    loadItems('resources'),
  ]);
  return { modules, buttons, columns, forms, resources };
}

/** Menus and grants per user, kept until anything they are made of changes. */
const kept = new StampedCache<Authorization>(500);

/**
 * loadAuthorization for the signed-in user, kept while the authorization stamp read with the
 * session stays the same: a grant or role taken away shows on the next request, on every server.
 */
export function authorizationOf(db: Db, session: Session): Promise<Authorization> {
  const key = `${session.userId}:${session.isAdministrator}`;
  return kept.through(key, session.stamps.authorization, () =>
    loadAuthorization(db, session.userId, session.isAdministrator),
  );
}

/**
 * The user's grants on each menu entry, found by `keyOf` (its enCode, as routes name entries, or
 * its id, as stored settings and published designs do), as the one permission rule asks for them.
 */
function entriesOf(
  authorization: Authorization,
  keyOf: (module: Module) => string,
): (key: string) => EntryGrants | undefined {
  return (key) => {
    const module = authorization.modules.find((entry) => keyOf(entry) === key);
    if (!module) return undefined;
    const held = (items: readonly ModuleItem[]): Held => ({
      has: (code) => items.some((item) => item.moduleId === module.id && item.enCode === code),
    });
    return {
      module: true,
      button: held(authorization.buttons),
      column: held(authorization.columns),
      form: held(authorization.forms),
    };
  };
}

/** Whether the loaded grants reach what `rule` needs: the one permission rule, asked. */
export function canAccess(authorization: Authorization, rule: AccessRule): boolean {
  return mayReach(
    entriesOf(authorization, (module) => module.enCode),
    rule,
  );
}

/** Whether the loaded grants reach the menu entry with this id: the same rule, the entry named by id. */
export function reachesMenu(authorization: Authorization, menuId: string): boolean {
  return mayReach(
    entriesOf(authorization, (module) => module.id),
    { module: menuId },
  );
}

/**
 * Whether the signed-in user may open the menu entry with this id: administrators every one,
 * whatever its state, without loading anything; everyone else an entry the rule finds among
 * their grants.
 */
export async function mayOpenMenu(db: Db, session: Session, menuId: string): Promise<boolean> {
  return session.isAdministrator || reachesMenu(await authorizationOf(db, session), menuId);
}

/** The designs whose published menu entry the rule finds the user reaching, by design id. */
export function reachedDesigns(authorization: Authorization): string[] {
  return authorization.modules.flatMap((module) => {
    const design = designOfMenu(module.id);
    return design !== undefined && reachesMenu(authorization, module.id) ? [design] : [];
  });
}
