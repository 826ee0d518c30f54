import type { Db } from '../db/database.js';
import { seedOnce } from './seed-once.js';

/** Three rules showing a daily, a monthly and a date-less counter. */
export const DEMO_BILL_RULES = [
  {
    id: 'billrule-leave',
    fullName: '请假单',
    enCode: 'leaveRequest',
    category: '人事',
    prefix: 'QJ',
    dateFormat: 'YYYYMMDD',
    digit: 4,
    startNumber: 1,
    example: 'QJ202611270001',
    sortCode: 0,
  },
  {
    id: 'billrule-purchase',
    fullName: '采购单',
    enCode: 'purchaseOrder',
    category: '采购',
    prefix: 'CG',
    dateFormat: 'YYYYMM',
    digit: 5,
    startNumber: 1,
    example: 'CG20261100001',
    sortCode: 1,
  },
  {
    id: 'billrule-contract',
    fullName: '合同',
    enCode: 'contract',
    category: '合同',
    prefix: 'HT-',
    dateFormat: 'no',
    digit: 6,
    startNumber: 1000,
    suffix: '-A',
    example: 'HT-001000-A',
    sortCode: 2,
  },
];

export function seedBillRules(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.billRules',
    async () => undefined,
    async (trx) => {
      await trx
        .insertInto('billRule')
        .values(DEMO_BILL_RULES)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  );
}
