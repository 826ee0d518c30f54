import type { Db } from '../db/database.js';
import { seedOnce } from './seed-once.js';

/** Two groups across departments, so the group picker has something to offer. */
export const DEMO_GROUPS = [
  {
    id: 'group-review',
    fullName: '产品评审组',
    enCode: 'productReview',
    category: '项目组',
    sortCode: 0,
    description: '研发、市场与财务共同评审新产品',
  },
  {
    id: 'group-safety',
    fullName: '安全应急小组',
    enCode: 'safety',
    category: '工作小组',
    sortCode: 1,
    description: '消防与安全演练',
  },
];

export function seedGroups(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.groups',
    async () => undefined,
    async (trx) => {
      await trx
        .insertInto('permissionGroup')
        .values(DEMO_GROUPS)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  );
}
