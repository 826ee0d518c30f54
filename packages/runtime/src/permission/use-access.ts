import { useMemo } from 'react';
import { useRuntime } from '../runtime-context.js';
import { type AccessCheck, accessCheck } from './guard.js';

/** The signed-in user's permission check for one menu entry. */
export function useAccess(menuId: string | null | undefined): AccessCheck {
  const { permissionList } = useRuntime();
  return useMemo(() => accessCheck(menuId, permissionList), [menuId, permissionList]);
}
