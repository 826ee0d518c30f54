import { leaveRequestForm, leaveRequestList, type MenuNames } from '@formwork/schema';
import type { Db } from '../db/database.js';
import { menuIdOf } from '../domains/authorization/menu-ids.js';
import { loadModel } from '../domains/online-dev/model.js';
import { loadAuthor, prepareValues } from '../domains/online-dev/record-values.js';
import { releaseDesign } from '../domains/visualdev/release.js';
import { seedOnce } from './seed-once.js';

export const LEAVE_MODEL_ID = 'visualdev-leaveRequest';
const LEAVE_CODE = 'leaveRequest';
const PARENT_MENU = 'menu-onlineDev';
/** The demo menu entry's name in the other languages; 请假申请 is its Chinese one. */
const LEAVE_MENU_NAMES: MenuNames = { zhtw: '請假申請', en: 'Leave requests' };
const STAFF_ROLE = 'role-staff';
const STAFF_BUTTONS = ['btn_add', 'btn_detail'];

const APPLICANTS = ['张三', '李四', '王五', '赵六', '孙七', '周八', '吴九', '郑十', '陈一', '刘二'];
const TYPES = ['personal', 'sick', 'annual'];
const REASONS: Record<string, string[]> = {
  personal: ['家中有事', '办理证件', '搬家'],
  sick: ['感冒发烧', '牙疼就医', '复查'],
  annual: ['回老家探亲', '旅行', '陪伴家人'],
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** 2026-01-05 00:00 in China Standard Time: dates and times stay the same whoever seeds. */
const FIRST_DAY = Date.UTC(2026, 0, 4, 16);

/** Thirty requests with varied, fixed values, so the list has something to search and sort. */
export function demoLeaveValues(): Array<Record<string, unknown>> {
  return Array.from({ length: 30 }, (_, i) => {
    const leaveType = TYPES[i % 3] as string;
    const reasons = REASONS[leaveType] as string[];
    return {
      applicant: APPLICANTS[i % APPLICANTS.length],
      phone: i % 4 === 0 ? '' : `1380013${String(8000 + i * 37).slice(-4)}`,
      leaveType,
      startDate: FIRST_DAY + ((i * 5) % 60) * DAY_MS,
      days: 0.5 + ((i * 7) % 10) * 0.5,
      dailyAllowance: i % 5 === 0 ? null : 50 + (i % 4) * 25,
      urgent: i % 6 === 0 ? 1 : 0,
      reason: reasons[i % reasons.length],
      handover: i % 3 === 0 ? [{ task: '周报', mobile: '13912345678' }] : [],
    };
  });
}

/**
 * A released "请假申请" model under 在线开发, with thirty records, so a new user opens a generated
 * screen at once. It is released by the same code as the Release button. The staff role may open
 * it, add and view but not edit or delete: button permissions are on, so the difference shows.
 * Skipped (and marked) when its code is taken or no administrator is left to release it.
 */
export function seedLeaveRequest(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.leaveRequest',
    async () => undefined,
    async (trx) => {
      const admin = await trx
        .selectFrom('users')
        .select('id')
        .where('isAdministrator', '=', true)
        .orderBy('sortCode')
        .executeTakeFirst();
      const taken =
        (await trx
          .selectFrom('visualdev')
          .select('id')
          .where('enCode', '=', LEAVE_CODE)
          .executeTakeFirst()) ??
        (await trx.selectFrom('module').select('id').where('enCode', '=', LEAVE_CODE).executeTakeFirst());
      if (!admin || taken) return;
      const parent = await trx
        .selectFrom('module')
        .select('id')
        .where('id', '=', PARENT_MENU)
        .executeTakeFirst();

      await trx
        .insertInto('visualdev')
        .values({
          id: LEAVE_MODEL_ID,
          fullName: '请假申请',
          enCode: LEAVE_CODE,
          category: '人事',
          type: 1,
          webType: 2,
          formData: JSON.stringify(leaveRequestForm),
          columnData: JSON.stringify({ ...leaveRequestList, useBtnPermission: true }),
          tables: null,
          description: '示例：由表单与列表设计生成的页面',
          creatorUserId: admin.id,
          lastModifyUserId: null,
          lastModifyTime: null,
        })
        .execute();
      await releaseDesign(trx, LEAVE_MODEL_ID, { pc: 1, pcModuleParentId: parent?.id ?? '-1' }, admin.id);
      await trx
        .updateTable('module')
        .set({ fullNameI18n: JSON.stringify(LEAVE_MENU_NAMES) })
        .where('enCode', '=', LEAVE_CODE)
        .execute();

      const model = await loadModel(trx, LEAVE_MODEL_ID);
      const author = await loadAuthor(trx, admin.id);
      const writable = new Set(model.fields.keys());
      const records = demoLeaveValues().map((values, i) => {
        const created = FIRST_DAY + i * 3 * 60 * 60 * 1000;
        const prepared = prepareValues(model, values, { writable, author, now: created });
        if ('problems' in prepared) throw new Error(`demo leave ${i}: ${JSON.stringify(prepared.problems)}`);
        return {
          id: `leave-demo-${String(i + 1).padStart(2, '0')}`,
          modelId: LEAVE_MODEL_ID,
          data: JSON.stringify(prepared.values),
          creatorUserId: admin.id,
          creatorTime: new Date(created),
        };
      });
      await trx.insertInto('onlineDevRecord').values(records).execute();

      const staff = await trx.selectFrom('role').select('id').where('id', '=', STAFF_ROLE).executeTakeFirst();
      if (!staff) return;
      const moduleId = menuIdOf(LEAVE_MODEL_ID);
      const buttons = await trx
        .selectFrom('moduleButton')
        .select('id')
        .where('moduleId', '=', moduleId)
        .where('enCode', 'in', STAFF_BUTTONS)
        .execute();
      const menus = parent ? [moduleId, parent.id] : [moduleId];
      await trx
        .insertInto('authorize')
        .values([
          ...menus.map((itemId) => ({ roleId: STAFF_ROLE, itemType: 'module' as const, itemId })),
          ...buttons.map((button) => ({
            roleId: STAFF_ROLE,
            itemType: 'button' as const,
            itemId: button.id,
          })),
        ])
        .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
        .execute();
    },
  );
}
