import type { ModulePermission } from '../api/auth.js';
import type { ListSchema } from '../list/types.js';
import { subTableColumnCode } from './form-items.js';

/**
 * The one permission rule: given what a user holds, may they reach a menu entry, use a button,
 * see a list column, read and write a form field, and which data schemes choose their rows. The
 * console asks it to hide what the server refuses, and the server asks it to refuse; how the
 * grants are loaded (from the session, from the database) is each side's own business.
 */

/** The enCodes a user holds of one kind on one menu entry. */
export interface Held {
  has(code: string): boolean;
}

/** Every code: what an administrator holds of a model's guarded kinds. */
export const EVERY: Held = { has: () => true };
const NONE: Held = { has: () => false };

/** What one user holds on one menu entry. */
export interface EntryGrants {
  /** The menu entry itself: without it nothing of the entry is reached. */
  module: boolean;
  button: Held;
  column: Held;
  form: Held;
}

export const NO_GRANTS: EntryGrants = { module: false, button: NONE, column: NONE, form: NONE };

/** What a permission entry grants: buttons, list columns and form fields, each by enCode. */
export type AccessKind = 'button' | 'column' | 'form';

/** Which permission kinds a list guards; a kind not guarded is open to whoever holds the menu entry. */
export type Guards = Pick<
  ListSchema,
  'useBtnPermission' | 'useColumnPermission' | 'useFormPermission' | 'useDataPermission'
>;

/** Every kind guarded: a system page's buttons always are. */
export const GUARDED: Guards = {
  useBtnPermission: true,
  useColumnPermission: true,
  useFormPermission: true,
  useDataPermission: true,
};

const GUARD_OF = {
  button: 'useBtnPermission',
  column: 'useColumnPermission',
  form: 'useFormPermission',
} as const satisfies Record<AccessKind, keyof Guards>;

/**
 * Whether the user may use the button, see the column or read and write the field `code`: when
 * the list guards that kind, only if they hold it; otherwise always.
 */
export function granted(
  grants: EntryGrants,
  kind: AccessKind,
  code: string,
  guards: Guards = GUARDED,
): boolean {
  return !guards[GUARD_OF[kind]] || grants[kind].has(code);
}

/**
 * A sub-table's column is read and written only with its sub-table and the column itself
 * (granted as `table-column`), so like-named columns of two sub-tables stay apart.
 */
export function grantedCell(grants: EntryGrants, table: string, column: string, guards: Guards): boolean {
  return (
    granted(grants, 'form', table, guards) &&
    granted(grants, 'form', subTableColumnCode(table, column), guards)
  );
}

/** A data scheme as far as the rule is concerned: 'all' lets every row through. */
export interface SchemeKind {
  kind: string;
}

/**
 * The data schemes that choose the rows a user reaches: 'every' row when the list does not guard
 * data or a scheme for all data is held; otherwise the rows any held scheme selects, and none at
 * all when no scheme is held (an empty list).
 */
export function dataScope<S extends SchemeKind>(
  held: readonly S[] | 'every',
  guards: Guards,
): 'every' | readonly S[] {
  if (!guards.useDataPermission || held === 'every') return 'every';
  return held.some((scheme) => scheme.kind === 'all') ? 'every' : held;
}

/** What a route (or a screen) needs: a menu entry, by enCode, and maybe a button of it. */
export interface AccessRule {
  /** enCode of the menu entry the route belongs to. */
  module: string;
  /** enCode of a button of that entry, when the route is an action behind a button. */
  button?: string;
  /**
   * enCodes of other entries whose screens read through this route too (the authorization screen
   * lists roles): any of them grants it. Only for routes without a button.
   */
  alsoModules?: readonly string[];
}

/**
 * Whether the user reaches what `rule` needs, given their grants on each menu entry by enCode
 * (undefined for an entry they do not hold). Buttons are always guarded here.
 */
export function mayReach(entryOf: (module: string) => EntryGrants | undefined, rule: AccessRule): boolean {
  const entry = entryOf(rule.module);
  if (!entry?.module) {
    const others = rule.button ? [] : (rule.alsoModules ?? []);
    return others.some((module) => entryOf(module)?.module === true);
  }
  return !rule.button || granted(entry, 'button', rule.button);
}

const heldOf = (items: ReadonlyArray<{ enCode: string }>): Held => new Set(items.map((item) => item.enCode));

/** A user's grants on one menu entry (by id) as the console holds them: CurrentUser.permissionList. */
export function entryGrants(
  permissionList: readonly ModulePermission[],
  modelId: string | null | undefined,
): EntryGrants {
  const entry = modelId ? permissionList.find((item) => item.modelId === modelId) : undefined;
  if (!entry) return NO_GRANTS;
  return {
    module: true,
    button: heldOf(entry.button),
    column: heldOf(entry.column),
    form: heldOf(entry.form),
  };
}

export interface AccessRequest {
  /** The menu entry the user is on; without one nothing guarded is granted. */
  modelId: string | null | undefined;
  /** Defaults to 'button'. */
  kind?: AccessKind;
  /** A button code such as btn_add, or a column's or field's enCode (its vModel). */
  code: string;
}

/** The rule for one guarded code of the console's permission list: held on the entry the user is on. */
export function canAccess(request: AccessRequest, permissionList: readonly ModulePermission[]): boolean {
  const { modelId, code, kind = 'button' } = request;
  return !!code && granted(entryGrants(permissionList, modelId), kind, code);
}
