import type { Db } from '../db/database.js';
import { DEMO_MENUS, type SeedMenu, STAFF_GRANTS } from './demo-menus.js';
import { demoPasswordHash, seedOnce } from './seed-once.js';

const flatten = (
  menus: SeedMenu[],
  parentId = '-1',
): Array<SeedMenu & { parentId: string; sortCode: number }> =>
  menus.flatMap((menu, index) => [
    { ...menu, parentId, sortCode: index },
    ...flatten(menu.children ?? [], menu.id),
  ]);

/** Seeds the demo organisation, users, roles and system menu, once per database. */
export function seedDemo(db: Db): Promise<boolean> {
  const prepare = async () => ({
    admin: await demoPasswordHash('admin123'),
    staff: await demoPasswordHash('staff123'),
    newuser: await demoPasswordHash('newuser123'),
  });
  return seedOnce(db, 'seed.demo', prepare, async (trx, passwords) => {
    await trx
      .insertInto('organize')
      .values([
        {
          id: 'org-company',
          parentId: '-1',
          category: 'company',
          fullName: '示例科技有限公司',
          enCode: 'demo',
          managerId: null,
          sortCode: 0,
        },
        {
          id: 'org-rd',
          parentId: 'org-company',
          category: 'department',
          fullName: '研发部',
          enCode: 'demo.rd',
          managerId: null,
          sortCode: 1,
        },
        {
          id: 'org-sales',
          parentId: 'org-company',
          category: 'department',
          fullName: '市场部',
          enCode: 'demo.sales',
          managerId: null,
          sortCode: 2,
        },
        {
          id: 'org-finance',
          parentId: 'org-company',
          category: 'department',
          fullName: '财务部',
          enCode: 'demo.finance',
          managerId: null,
          sortCode: 3,
        },
        {
          id: 'org-hr',
          parentId: 'org-company',
          category: 'department',
          fullName: '人事行政部',
          enCode: 'demo.hr',
          managerId: null,
          sortCode: 4,
        },
      ])
      .execute();
    await trx
      .insertInto('position')
      .values([
        { id: 'pos-ceo', organizeId: 'org-company', fullName: '总经理', enCode: 'ceo', sortCode: 0 },
        { id: 'pos-engineer', organizeId: 'org-rd', fullName: '研发工程师', enCode: 'engineer', sortCode: 1 },
        { id: 'pos-sales', organizeId: 'org-sales', fullName: '销售专员', enCode: 'sales', sortCode: 2 },
        {
          id: 'pos-accountant',
          organizeId: 'org-finance',
          fullName: '会计',
          enCode: 'accountant',
          sortCode: 3,
        },
        { id: 'pos-hr', organizeId: 'org-hr', fullName: '人事专员', enCode: 'hr', sortCode: 4 },
      ])
      .execute();
    await trx
      .insertInto('role')
      .values([
        {
          id: 'role-admin',
          fullName: '系统管理员',
          enCode: 'administrator',
          sortCode: 0,
          description: '全部菜单与按钮',
        },
        {
          id: 'role-staff',
          fullName: '普通员工',
          enCode: 'staff',
          sortCode: 1,
          description: '个人信息、消息中心与少量查询',
        },
      ])
      .execute();
    await trx
      .insertInto('users')
      .values([
        {
          id: 'user-admin',
          account: 'admin',
          realName: '管理员',
          passwordHash: passwords.admin,
          organizeId: 'org-company',
          positionId: 'pos-ceo',
          managerId: null,
          isAdministrator: true,
          isFirst: 1,
          gender: 1,
          email: 'admin@example.com',
          mobilePhone: '13800000000',
          sortCode: 0,
        },
        {
          id: 'user-staff',
          account: 'staff',
          realName: '张三',
          passwordHash: passwords.staff,
          organizeId: 'org-rd',
          positionId: 'pos-engineer',
          managerId: 'user-admin',
          isFirst: 1,
          gender: 1,
          email: 'staff@example.com',
          mobilePhone: '13800000001',
          sortCode: 1,
        },
        {
          id: 'user-newuser',
          account: 'newuser',
          realName: '李四',
          passwordHash: passwords.newuser,
          organizeId: 'org-sales',
          positionId: 'pos-sales',
          managerId: 'user-staff',
          isFirst: 0,
          gender: 2,
          sortCode: 2,
        },
      ])
      .execute();
    await trx
      .updateTable('organize')
      .set({ managerId: 'user-admin' })
      .where('id', '=', 'org-company')
      .execute();
    await trx.updateTable('organize').set({ managerId: 'user-staff' }).where('id', '=', 'org-rd').execute();

    const relation = (userId: string, objectType: 'Role' | 'Position' | 'Organize', objectId: string) => ({
      id: `${userId}:${objectType}:${objectId}`,
      userId,
      objectType,
      objectId,
    });
    await trx
      .insertInto('userRelation')
      .values([
        relation('user-admin', 'Role', 'role-admin'),
        relation('user-admin', 'Position', 'pos-ceo'),
        relation('user-admin', 'Organize', 'org-company'),
        relation('user-staff', 'Role', 'role-staff'),
        relation('user-staff', 'Position', 'pos-engineer'),
        relation('user-staff', 'Organize', 'org-rd'),
        relation('user-newuser', 'Role', 'role-staff'),
        relation('user-newuser', 'Position', 'pos-sales'),
        relation('user-newuser', 'Organize', 'org-sales'),
      ])
      .execute();

    const menus = flatten(DEMO_MENUS);
    await trx
      .insertInto('module')
      .values(
        menus.map((menu) => ({
          id: menu.id,
          parentId: menu.parentId,
          fullName: menu.fullName,
          fullNameI18n: JSON.stringify(menu.names),
          enCode: menu.enCode,
          icon: menu.icon,
          type: menu.type,
          urlAddress: menu.urlAddress ?? '',
          sortCode: menu.sortCode,
        })),
      )
      .execute();
    const buttons = menus.flatMap((menu) =>
      (menu.buttons ?? []).map(([enCode, fullName], index) => ({
        id: `${menu.id}:${enCode}`,
        moduleId: menu.id,
        enCode,
        fullName,
        sortCode: index,
      })),
    );
    await trx.insertInto('moduleButton').values(buttons).execute();

    const grants = [
      ...menus.map((menu) => ({ roleId: 'role-admin', itemType: 'module' as const, itemId: menu.id })),
      ...buttons.map((button) => ({ roleId: 'role-admin', itemType: 'button' as const, itemId: button.id })),
    ];
    for (const [enCode, buttonCodes] of Object.entries(STAFF_GRANTS)) {
      const menu = menus.find((entry) => entry.enCode === enCode);
      if (!menu) throw new Error(`staff grant names unknown menu ${enCode}`);
      const parent = menus.find((entry) => entry.id === menu.parentId);
      for (const id of [menu.id, ...(parent ? [parent.id] : [])])
        grants.push({ roleId: 'role-staff', itemType: 'module', itemId: id });
      for (const code of buttonCodes)
        grants.push({ roleId: 'role-staff', itemType: 'button', itemId: `${menu.id}:${code}` });
    }
    await trx
      .insertInto('authorize')
      .values(grants)
      .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
      .execute();
  });
}
