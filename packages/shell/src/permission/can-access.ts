import type { ModulePermission } from '@formwork/schema';

/** The button codes every generated list knows (spec shell.md 6). */
export const DEFAULT_BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;
export const BTN_ADD = 'btn_add';
export const BTN_EDIT = 'btn_edit';
export const BTN_REMOVE = 'btn_remove';

export interface AccessRequest {
  /** The menu entry the user is on; without one nothing guarded is granted. */
  modelId: string | null | undefined;
  /** A button code such as btn_add. */
  code: string;
}

/**
 * The one permission check of the shell (spec shell.md 6): granted only when the permission list
 * has an entry for the model whose buttons include the code. The server checks again; this only
 * keeps the user from seeing actions they cannot take.
 */
export function canAccess(
  { modelId, code }: AccessRequest,
  permissionList: readonly ModulePermission[],
): boolean {
  if (!modelId || !code) return false;
  const entry = permissionList.find((item) => item.modelId === modelId);
  return !!entry?.button?.some((button) => button.enCode === code);
}
