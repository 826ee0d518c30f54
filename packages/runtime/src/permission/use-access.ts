import type { Guards } from '@formwork/schema';
import { useMemo } from 'react';
import { useRuntime } from '../runtime-context.js';
import { type AccessCheck, accessCheck } from './guard.js';

/** The signed-in user's permission check for one menu entry, under the list's guards. */
export function useAccess(menuId: string | null | undefined, list: Guards): AccessCheck {
  const { permissionList } = useRuntime();
  const { useBtnPermission, useColumnPermission, useFormPermission } = list;
  return useMemo(
    () => accessCheck(menuId, permissionList, { useBtnPermission, useColumnPermission, useFormPermission }),
    [menuId, permissionList, useBtnPermission, useColumnPermission, useFormPermission],
  );
}
