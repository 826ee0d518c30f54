import type { Db } from '../db/database.js';
import { addSeedMenu } from './add-seed-menu.js';
import { MENU_ADMIN_MENU } from './demo-menus.js';
import { seedOnce } from './seed-once.js';

const SYSTEM_MENU = 'menu-system';

/**
 * The 菜单管理 entry under 系统管理, granted to the administrator role, for installations seeded
 * before it existed; once only, so an administrator who removes it does not see it come back.
 */
export function seedMenuAdmin(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.menuAdmin',
    async () => undefined,
    async (trx) => {
      await addSeedMenu(trx, MENU_ADMIN_MENU, SYSTEM_MENU);
    },
  );
}
