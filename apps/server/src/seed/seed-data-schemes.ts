import type { Db } from '../db/database.js';
import { addBuiltInSchemes, builtInSchemeId } from '../domains/authorization/built-in-schemes.js';
import { menuIdOf } from '../domains/authorization/menu-ids.js';
import { LEAVE_MODEL_ID } from './seed-leave-request.js';
import { seedOnce } from './seed-once.js';

const ADMIN_ROLE = 'role-admin';

/**
 * The five built-in data permission schemes on the demo 请假申请 entry, for new installations and
 * for those seeded before schemes existed alike; the administrator role is granted 全部数据.
 * Skipped when the entry was removed; a scheme whose code is taken is left as it is.
 */
export function seedDataSchemes(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.leaveDataSchemes',
    async () => undefined,
    async (trx) => {
      const moduleId = menuIdOf(LEAVE_MODEL_ID);
      const menu = await trx.selectFrom('module').select('id').where('id', '=', moduleId).executeTakeFirst();
      if (!menu) return;
      await addBuiltInSchemes(trx, moduleId);
      const role = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
      const all = await trx
        .selectFrom('moduleDataScheme')
        .select('id')
        .where('id', '=', builtInSchemeId(moduleId, 'all'))
        .executeTakeFirst();
      if (!role || !all) return;
      await trx
        .insertInto('authorize')
        .values({ roleId: ADMIN_ROLE, itemType: 'dataScheme', itemId: all.id })
        .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
        .execute();
    },
  );
}
