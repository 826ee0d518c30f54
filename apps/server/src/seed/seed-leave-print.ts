import type { Db } from '../db/database.js';
import { menuIdOf } from '../domains/authorization/menu-ids.js';
import { DEFAULT_PAGE_PARAM } from '../domains/print-dev/page-param.js';
import { LEAVE_MODEL_ID } from './seed-leave-request.js';
import { seedOnce } from './seed-once.js';

export const LEAVE_PRINT_ID = 'print-leaveRequest';
const LEAVE_PRINT_CODE = 'leaveRequestPrint';
const ADMIN_ROLE = 'role-admin';
const PRINT_BUTTON = { value: 'batchPrint', label: '批量打印' };

/** The leave request as a one-page form: its fields, and its handover rows repeated in a table. */
const LEAVE_PRINT_HTML = [
  '<h1 class="ql-align-center">请假单</h1>',
  '<table><tbody>',
  '<tr><td>申请人</td><td>{applicant}</td><td>联系电话</td><td>{phone}</td></tr>',
  '<tr><td>请假类型</td><td>{leaveType}</td><td>开始日期</td><td>{startDate}</td></tr>',
  '<tr><td>请假天数</td><td>{days}</td><td>加急</td><td>{urgent}</td></tr>',
  '<tr><td>请假原因</td><td>{reason}</td><td>补贴合计</td><td>{allowance}</td></tr>',
  '</tbody></table>',
  '<p><strong>工作交接</strong></p>',
  '<table><tbody>',
  '<tr><td>事项</td><td>接手人电话</td></tr>',
  '<tr><td>{handover.task}</td><td>{handover.mobile}</td></tr>',
  '</tbody></table>',
  '<p>创建人：{creator}　　创建时间：{createdAt}</p>',
].join('');

/** The list schema with the print button and the template it prints. */
function withPrint(columnData: string | null): string | null {
  if (!columnData) return columnData;
  const list = JSON.parse(columnData) as { btnsList?: Array<{ value: string }>; printIds?: string[] };
  const buttons = Array.isArray(list.btnsList) ? list.btnsList : [];
  return JSON.stringify({
    ...list,
    btnsList: buttons.some((button) => button.value === PRINT_BUTTON.value)
      ? buttons
      : [...buttons, PRINT_BUTTON],
    printIds: [...new Set([...(list.printIds ?? []), LEAVE_PRINT_ID])],
  });
}

/**
 * A print template of the demo 请假申请 and its list's 批量打印 button, so printing works out of
 * the box. The released list is changed in place rather than released again: its version number
 * and everything granted on it stay. Skipped (and marked) without the demo design, or when the
 * template's code is taken.
 */
export function seedLeavePrint(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.leavePrint',
    async () => undefined,
    async (trx) => {
      const design = await trx
        .selectFrom('visualdev')
        .select(['id', 'columnData', 'creatorUserId'])
        .where('id', '=', LEAVE_MODEL_ID)
        .executeTakeFirst();
      const taken = await trx
        .selectFrom('printDev')
        .select('id')
        .where((eb) => eb.or([eb('enCode', '=', LEAVE_PRINT_CODE), eb('id', '=', LEAVE_PRINT_ID)]))
        .executeTakeFirst();
      if (!design || taken) return;
      await trx
        .insertInto('printDev')
        .values({
          id: LEAVE_PRINT_ID,
          fullName: '请假单',
          enCode: LEAVE_PRINT_CODE,
          category: '人事',
          type: 2,
          formId: LEAVE_MODEL_ID,
          printTemplate: LEAVE_PRINT_HTML,
          pageParam: JSON.stringify(DEFAULT_PAGE_PARAM),
          description: '示例：请假申请的打印模板',
          creatorUserId: design.creatorUserId,
        })
        .execute();
      await trx
        .updateTable('visualdev')
        .set({ columnData: withPrint(design.columnData) })
        .where('id', '=', LEAVE_MODEL_ID)
        .execute();
      const latest = await trx
        .selectFrom('visualdevRelease')
        .select(['id', 'columnData'])
        .where('visualdevId', '=', LEAVE_MODEL_ID)
        .orderBy('version', 'desc')
        .executeTakeFirst();
      if (latest)
        await trx
          .updateTable('visualdevRelease')
          .set({ columnData: withPrint(latest.columnData) })
          .where('id', '=', latest.id)
          .execute();
      // The button to grant, as a release now publishes it, granted to the administrators.
      const moduleId = menuIdOf(LEAVE_MODEL_ID);
      const entry = await trx.selectFrom('module').select('id').where('id', '=', moduleId).executeTakeFirst();
      if (!entry) return;
      const buttonId = `${moduleId}:button:btn_batchPrint`;
      await trx
        .insertInto('moduleButton')
        .values({ id: buttonId, moduleId, enCode: 'btn_batchPrint', fullName: '批量打印', sortCode: 6 })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      const admin = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
      if (admin)
        await trx
          .insertInto('authorize')
          .values({ roleId: ADMIN_ROLE, itemType: 'button', itemId: buttonId })
          .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
          .execute();
    },
  );
}

const PRINT_MENU = 'menu-system.printDev';

/**
 * The 打印模板 screen's 导入 button (btn_upload, as its list's upload button is granted by),
 * granted to the administrators; the menu's other buttons come with it. Skipped without the menu.
 */
export function seedPrintDevButtons(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.printDevButtons',
    async () => undefined,
    async (trx) => {
      const entry = await trx
        .selectFrom('module')
        .select('id')
        .where('id', '=', PRINT_MENU)
        .executeTakeFirst();
      if (!entry) return;
      const id = `${PRINT_MENU}:btn_upload`;
      await trx
        .insertInto('moduleButton')
        .values({ id, moduleId: PRINT_MENU, enCode: 'btn_upload', fullName: '导入', sortCode: 10 })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      const admin = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
      if (admin)
        await trx
          .insertInto('authorize')
          .values({ roleId: ADMIN_ROLE, itemType: 'button', itemId: id })
          .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
          .execute();
    },
  );
}
