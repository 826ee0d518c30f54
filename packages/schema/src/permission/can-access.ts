import type { ModulePermission } from '../api/auth.js';

/** What a permission entry grants: buttons, list columns and form fields, each by enCode. */
export type AccessKind = 'button' | 'column' | 'form';

export interface AccessRequest {
  /** The menu entry the user is on; without one nothing guarded is granted. */
  modelId: string | null | undefined;
  /** Defaults to 'button'. */
  kind?: AccessKind;
  /** A button code such as btn_add, or a column's or field's enCode (its vModel). */
  code: string;
}

/**
 * The one permission check: granted only when the
 * permission list has an entry for the model whose items of that kind include the code. The
 * route guard, the button guard and the column and field filters all ask this; the server
 * checks the same grants again.
 */
export function canAccess(request: AccessRequest, permissionList: readonly ModulePermission[]): boolean {
  const { modelId, code, kind = 'button' } = request;
  if (!modelId || !code) return false;
  const entry = permissionList.find((item) => item.modelId === modelId);
  return !!entry?.[kind]?.some((item) => item.enCode === code);
}
