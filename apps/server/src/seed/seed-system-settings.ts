import type { Db } from '../db/database.js';
import { addSeedMenu } from './add-seed-menu.js';
import { SYS_CONFIG_MENU, SYS_LOG_MENU } from './demo-menus.js';
import { seedOnce } from './seed-once.js';

const SYSTEM_MENU = 'menu-system';

/**
 * The 系统配置 and 系统日志 entries under 系统管理, granted to the administrator role, for
 * installations seeded before they existed; once only, so removed entries do not come back.
 */
export function seedSystemSettings(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.systemSettings',
    async () => undefined,
    async (trx) => {
      await addSeedMenu(trx, SYS_CONFIG_MENU, SYSTEM_MENU);
      await addSeedMenu(trx, SYS_LOG_MENU, SYSTEM_MENU);
    },
  );
}
