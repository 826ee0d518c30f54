import { MenuType, type PortalSchema } from '@formwork/schema';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { STATIC_JSON } from '../domains/data-interface/run.js';
import { addSeedMenu } from './add-seed-menu.js';
import { JNPF_ADDRESSES, type SeedMenu } from './demo-menus.js';
import { interfaceCategoryId } from './seed-data-interfaces.js';
import { seedOnce } from './seed-once.js';

const ADMIN_ROLE = 'role-admin';
const ONLINE_DEV_MENU = 'menu-onlineDev';

export const LEAVE_STATS_INTERFACE_ID = 'interface-leave-stats';
export const DEMO_PORTAL_ID = 'portal-demo';
export const REPORTS_MENU_ID = 'menu-demo.reports';
export const LEAVE_REPORT_MENU_ID = 'menu-demo.reports.leave';
export const PORTAL_MENU_ID = 'menu-demo.reports.portal';

/** 请假统计: leave days taken per department in the year, by kind. */
export const DEMO_LEAVE_STATS = [
  { department: '研发部', annualLeave: 46, sickLeave: 12, personalLeave: 9 },
  { department: '市场部', annualLeave: 38, sickLeave: 7, personalLeave: 14 },
  { department: '财务部', annualLeave: 21, sickLeave: 4, personalLeave: 3 },
  { department: '人事行政部', annualLeave: 17, sickLeave: 6, personalLeave: 5 },
];

/** How the 请假统计 entry shows its interface: a bar per department, with its columns named. */
export const LEAVE_REPORT = {
  chart: 'bar',
  categoryField: 'department',
  valueFields: ['annualLeave', 'sickLeave', 'personalLeave'],
  columns: [
    { prop: 'department', label: '部门' },
    { prop: 'annualLeave', label: '年假(天)' },
    { prop: 'sickLeave', label: '病假(天)' },
    { prop: 'personalLeave', label: '事假(天)' },
  ],
};

export const DEMO_PORTAL: PortalSchema = {
  version: 1,
  kind: 'portal',
  cards: [
    { id: 'users', type: 'count', title: '用户总数', span: 8, query: 'users' },
    { id: 'online', type: 'count', title: '在线用户', span: 8, query: 'onlineUsers' },
    { id: 'unread', type: 'count', title: '未读消息', span: 8, query: 'unreadMessages' },
    {
      id: 'leave',
      type: 'chart',
      title: '各部门请假天数',
      span: 16,
      interfaceId: LEAVE_STATS_INTERFACE_ID,
      chart: 'bar',
      categoryField: 'department',
      valueFields: ['annualLeave', 'sickLeave', 'personalLeave'],
    },
    { id: 'notices', type: 'list', title: '最新公告', span: 8, source: 'notices', limit: 5 },
    {
      id: 'shortcuts',
      type: 'shortcuts',
      title: '常用功能',
      span: 24,
      menuIds: ['menu-permission.user', 'menu-system.notice', 'menu-system.menu', LEAVE_REPORT_MENU_ID],
    },
  ],
};

/** 门户设计: portals are listed, created and designed here. */
export const PORTAL_DESIGN_MENU: SeedMenu = {
  id: 'menu-onlineDev.portal',
  enCode: 'onlineDev.portal',
  fullName: '门户设计',
  names: { zhtw: '入口網站設計', en: 'Portal design' },
  icon: 'icon-ym icon-ym-portal',
  type: MenuType.page,
  urlAddress: JNPF_ADDRESSES.get('onlineDev.portal'),
  buttons: [
    ['btn_add', '新建'],
    ['btn_edit', '编辑'],
    ['btn_remove', '删除'],
    ['btn_detail', '详情'],
  ],
};

/**
 * The 报表门户 directory under 在线开发, with a data report entry and a portal entry, granted to
 * administrators.
 */
async function addDemoEntries(trx: Transaction<Database>): Promise<void> {
  const taken = await trx
    .selectFrom('module')
    .select('id')
    .where('id', 'in', [REPORTS_MENU_ID, LEAVE_REPORT_MENU_ID, PORTAL_MENU_ID])
    .executeTakeFirst();
  if (taken) return;
  const last = await trx
    .selectFrom('module')
    .select((eb) => eb.fn.max('sortCode').as('sortCode'))
    .where('parentId', '=', ONLINE_DEV_MENU)
    .executeTakeFirst();
  const parent = await trx
    .selectFrom('module')
    .select('id')
    .where('id', '=', ONLINE_DEV_MENU)
    .executeTakeFirst();
  if (!parent) return;
  await trx
    .insertInto('module')
    .values([
      {
        id: REPORTS_MENU_ID,
        parentId: ONLINE_DEV_MENU,
        fullName: '报表门户',
        fullNameI18n: JSON.stringify({ zhtw: '報表入口', en: 'Reports' }),
        enCode: 'demo.reports',
        icon: 'icon-ym icon-ym-report',
        type: MenuType.directory,
        sortCode: Number(last?.sortCode ?? -1) + 1,
      },
      {
        id: LEAVE_REPORT_MENU_ID,
        parentId: REPORTS_MENU_ID,
        fullName: '请假统计',
        fullNameI18n: JSON.stringify({ zhtw: '請假統計', en: 'Leave statistics' }),
        enCode: 'demo.reports.leave',
        icon: 'icon-ym icon-ym-chart',
        type: MenuType.dataReport,
        urlAddress: 'reports/leave',
        propertyJson: JSON.stringify({ moduleId: LEAVE_STATS_INTERFACE_ID, report: LEAVE_REPORT }),
        sortCode: 0,
      },
      {
        id: PORTAL_MENU_ID,
        parentId: REPORTS_MENU_ID,
        fullName: '工作台',
        fullNameI18n: JSON.stringify({ zhtw: '工作台', en: 'Workbench' }),
        enCode: 'demo.reports.portal',
        icon: 'icon-ym icon-ym-portal',
        type: MenuType.portal,
        urlAddress: 'reports/portal',
        propertyJson: JSON.stringify({ moduleId: DEMO_PORTAL_ID }),
        sortCode: 1,
      },
    ])
    .execute();
  const role = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
  if (!role) return;
  await trx
    .insertInto('authorize')
    .values(
      [REPORTS_MENU_ID, LEAVE_REPORT_MENU_ID, PORTAL_MENU_ID].map((itemId) => ({
        roleId: ADMIN_ROLE,
        itemType: 'module' as const,
        itemId,
      })),
    )
    .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
    .execute();
}

/**
 * The 请假统计 interface, a demo portal, the 门户设计 screen and the 报表门户 entries under 在线开发,
 * opening them; once only, so installations seeded before them gain them and an administrator who
 * removes one does not see it come back.
 */
export function seedReportPortal(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.reportPortal',
    async () => undefined,
    async (trx) => {
      await trx
        .insertInto('dataInterface')
        .values({
          id: LEAVE_STATS_INTERFACE_ID,
          category: '示例',
          categoryId: interfaceCategoryId('sample'),
          fullName: '请假统计',
          enCode: 'leaveStats',
          dataType: STATIC_JSON,
          query: JSON.stringify(DEMO_LEAVE_STATS),
          sortCode: 2,
          description: '示例：静态数据接口，供数据报表与门户图表使用',
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await trx
        .insertInto('portal')
        .values({
          id: DEMO_PORTAL_ID,
          fullName: '工作台',
          enCode: 'workbench',
          category: '示例',
          formData: JSON.stringify(DEMO_PORTAL),
          description: '示例门户：统计数字、请假图表、最新公告与常用功能',
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await addSeedMenu(trx, PORTAL_DESIGN_MENU, ONLINE_DEV_MENU);
      await addDemoEntries(trx);
    },
  );
}
