import type { MenuItem, UserInfo } from '@formwork/schema';
import { useSessionStore } from '../session/store.js';

/** The menu entry of notice administration, as JNPF names it. */
export const NOTICE_MENU_CODE = 'system.notice';

function hasMenu(items: readonly MenuItem[], enCode: string): boolean {
  return items.some((item) => item.enCode === enCode || hasMenu(item.children ?? [], enCode));
}

/**
 * Who may write and release notices: administrators, and users whose menus hold notice
 * administration. The server checks again; this only spares others buttons they cannot use.
 */
export function canManageNotices(
  userInfo: Pick<UserInfo, 'isAdministrator'> | null,
  menuList: readonly MenuItem[],
): boolean {
  return Boolean(userInfo?.isAdministrator) || hasMenu(menuList, NOTICE_MENU_CODE);
}

export function useCanManageNotices(): boolean {
  const userInfo = useSessionStore((state) => state.userInfo);
  const menuList = useSessionStore((state) => state.menuList);
  return canManageNotices(userInfo, menuList);
}
