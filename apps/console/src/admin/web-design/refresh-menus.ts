import { useSessionStore } from '@formwork/shell';

/**
 * Loads the signed-in user's menus and permissions again, so an entry a release added (or a
 * delete removed) shows in the side menu without signing in again. A failure leaves the menus
 * as they were; the HTTP client has told the user.
 */
export async function refreshMenus(): Promise<void> {
  await useSessionStore
    .getState()
    .loadCurrentUser()
    .catch(() => undefined);
}
