/**
 * The menu a user last released a design under, offered as the next release's 上级菜单. Kept in
 * this browser's localStorage per user: it is a convenience of the one releasing, not a setting
 * anyone else needs, so it needs no server column, and a wrong guess costs one pick in the dialog.
 */
const keyOf = (userId: string) => `formwork.webDesign.releaseParent.${userId}`;

export function readReleaseParent(userId: string | undefined): string | undefined {
  if (!userId) return undefined;
  try {
    return window.localStorage.getItem(keyOf(userId)) || undefined;
  } catch {
    // Storage may be refused (private windows, policies): the dialog then starts empty.
    return undefined;
  }
}

export function rememberReleaseParent(userId: string | undefined, parentId: unknown): void {
  if (!userId || typeof parentId !== 'string' || !parentId) return;
  try {
    window.localStorage.setItem(keyOf(userId), parentId);
  } catch {
    // Not remembered: the next release asks again.
  }
}
