import {
  type AccessKind,
  entryGrants,
  GUARDED,
  type Guards,
  granted,
  type ModulePermission,
} from '@formwork/schema';

/**
 * Answers "may this user see that?" for one menu entry under one list's guards (a kind the list
 * does not guard is open); built once per render.
 */
export type AccessCheck = (kind: AccessKind, code: string) => boolean;

/** The one permission rule, asked with the grants the console holds for `menuId`. */
export function accessCheck(
  menuId: string | null | undefined,
  permissionList: readonly ModulePermission[],
  guards: Guards = GUARDED,
): AccessCheck {
  const grants = entryGrants(permissionList, menuId);
  return (kind, code) => granted(grants, kind, code, guards);
}

/** The enCode a list button is granted by (btn_add, btn_edit, btn_remove, ...). */
export const buttonCode = (value: string): string => `btn_${value}`;

/** Buttons the user may press. */
export function grantedButtons<B extends { value: string }>(buttons: readonly B[], can: AccessCheck): B[] {
  return buttons.filter((button) => can('button', buttonCode(button.value)));
}

/** Columns the user may see (matched by their vModel). */
export function grantedColumns<C extends { prop: string }>(columns: readonly C[], can: AccessCheck): C[] {
  return columns.filter((column) => can('column', column.prop));
}

/**
 * Searches the user may use: those on columns they may see and fields they may read. The server
 * refuses a filter on anything else.
 */
export function grantedSearches<S extends { prop: string }>(searches: readonly S[], can: AccessCheck): S[] {
  return searches.filter((search) => can('column', search.prop) && can('form', search.prop));
}
