import type { Db } from '../db/database.js';
import { STATIC_JSON } from '../domains/data-interface/run.js';
import { dictionaryItemId, seedTypes } from './seed-dictionaries.js';
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

export const CUSTOMERS_INTERFACE_ID = 'interface-customers';

/** Rows for popup selects: a value column (id), a shown column (customerName) and more to list. */
export const DEMO_CUSTOMERS = [
  { id: 'c001', customerName: '华东机械有限公司', contact: '陈伟', phone: '13900000101', city: '杭州' },
  { id: 'c002', customerName: '北方电子科技', contact: '刘洋', phone: '13900000102', city: '北京' },
  { id: 'c003', customerName: '南海贸易集团', contact: '黄敏', phone: '13900000103', city: '广州' },
  { id: 'c004', customerName: '申城物流', contact: '周杰', phone: '13900000104', city: '上海' },
  { id: 'c005', customerName: '鹏城软件', contact: '吴芳', phone: '13900000105', city: '深圳' },
];

/** The 客户 interface, a second seed step so that installations seeded before it gain it too. */
export function seedCustomersInterface(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.dataInterfaces.customers',
    async () => undefined,
    async (trx) => {
      await trx
        .insertInto('dataInterface')
        .values({
          id: CUSTOMERS_INTERFACE_ID,
          category: '示例',
          fullName: '客户',
          enCode: 'customers',
          dataType: STATIC_JSON,
          query: JSON.stringify(DEMO_CUSTOMERS),
          sortCode: 1,
          description: '示例：静态数据接口，供弹窗选择使用',
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  );
}

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

/** The dictionary type data interfaces are filed under (JNPF's categoryId), and its items. */
export const INTERFACE_CATEGORY_TYPE = 'DataInterfaceType';
export const INTERFACE_CATEGORIES = [
  { code: 'sample', name: '示例' },
  { code: 'business', name: '业务数据' },
  { code: 'system', name: '系统数据' },
  { code: 'external', name: '外部接口' },
];
export const interfaceCategoryId = (code: string) => dictionaryItemId(INTERFACE_CATEGORY_TYPE, code);

/**
 * The DataInterfaceType dictionary, with the demo interfaces filed under 示例; a step of its own
 * so that installations seeded before categories existed gain them too.
 */
export async function seedInterfaceCategories(db: Db): Promise<boolean> {
  const seeded = await seedTypes(db, 'seed.dataInterfaceCategories', [
    {
      enCode: INTERFACE_CATEGORY_TYPE,
      fullName: '数据接口分类',
      items: INTERFACE_CATEGORIES.map((entry) => ({ code: entry.code, name: entry.name })),
    },
  ]);
  if (seeded) {
    await db
      .updateTable('dataInterface')
      .set({ categoryId: interfaceCategoryId('sample') })
      .where('id', 'in', [CITIES_INTERFACE_ID, CUSTOMERS_INTERFACE_ID])
      .where('categoryId', '=', '')
      .execute();
  }
  return seeded;
}

const INTERFACE_MENU = 'menu-system.dataInterface';

/**
 * The 导入 button of the 数据接口 entry (btn_upload), granted to the administrator role, on
 * installations whose menu was seeded before the screen could import.
 */
export function seedInterfaceImportButton(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.dataInterfaceImportButton',
    async () => undefined,
    async (trx) => {
      const menu = await trx
        .selectFrom('module')
        .select('id')
        .where('id', '=', INTERFACE_MENU)
        .executeTakeFirst();
      if (!menu) return;
      const id = `${INTERFACE_MENU}:btn_upload`;
      await trx
        .insertInto('moduleButton')
        .values({ id, moduleId: INTERFACE_MENU, enCode: 'btn_upload', fullName: '导入', sortCode: 4 })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      if (await trx.selectFrom('role').select('id').where('id', '=', 'role-admin').executeTakeFirst()) {
        await trx
          .insertInto('authorize')
          .values({ roleId: 'role-admin', itemType: 'button', itemId: id })
          .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
          .execute();
      }
    },
  );
}
