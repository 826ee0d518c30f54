import type { Db } from '../db/database.js';
import { STATIC_JSON } from '../domains/data-interface/routes.js';
import { seedOnce } from './seed-once.js';

export const CITIES_INTERFACE_ID = 'interface-cities';

/** Rows in JNPF's default option shape (fullName, id), so a field needs no optionProps. */
export const DEMO_CITIES = [
  { id: 'beijing', fullName: '北京' },
  { id: 'shanghai', fullName: '上海' },
  { id: 'guangzhou', fullName: '广州' },
  { id: 'shenzhen', fullName: '深圳' },
  { id: 'hangzhou', fullName: '杭州' },
];

/** One static-JSON interface, 城市, so that a select can name a data interface at once. */
export function seedDataInterfaces(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.dataInterfaces',
    async () => undefined,
    async (trx) => {
      await trx
        .insertInto('dataInterface')
        .values({
          id: CITIES_INTERFACE_ID,
          category: '示例',
          fullName: '城市',
          enCode: 'cities',
          dataType: STATIC_JSON,
          query: JSON.stringify(DEMO_CITIES),
          description: '示例：静态数据接口，供下拉选项使用',
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  );
}
