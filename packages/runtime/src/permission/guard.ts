import { type AccessKind, canAccess, type ModulePermission } from '@formwork/schema';

/** Answers "may this user see that?" for one menu entry; built once per render. */
export type AccessCheck = (kind: AccessKind, code: string) => boolean;

export function accessCheck(
  menuId: string | null | undefined,
  permissionList: readonly ModulePermission[],
): AccessCheck {
  return (kind, code) => canAccess({ modelId: menuId, kind, code }, permissionList);
}

/** The enCode a list button is granted by (btn_add, btn_edit, btn_remove, ...). */
export const buttonCode = (value: string): string => `btn_${value}`;

/** Buttons the user may press; every one when the list does not check button permissions. */
export function grantedButtons<B extends { value: string }>(
  buttons: readonly B[],
  enabled: boolean | undefined,
  can: AccessCheck,
): B[] {
  return enabled ? buttons.filter((button) => can('button', buttonCode(button.value))) : [...buttons];
}

/** Columns the user may see (matched by their vModel); all of them when the check is off. */
export function grantedColumns<C extends { prop: string }>(
  columns: readonly C[],
  enabled: boolean | undefined,
  can: AccessCheck,
): C[] {
  return enabled ? columns.filter((column) => can('column', column.prop)) : [...columns];
}

/**
 * Searches the user may use: on a guarded list, those on columns they may see (and, with form
 * permissions, fields they may read). The server refuses a filter on anything else.
 */
export function grantedSearches<S extends { prop: string }>(
  searches: readonly S[],
  list: { useColumnPermission?: boolean; useFormPermission?: boolean },
  can: AccessCheck,
): S[] {
  return searches.filter(
    (search) =>
      (!list.useColumnPermission || can('column', search.prop)) &&
      (!list.useFormPermission || can('form', search.prop)),
  );
}
