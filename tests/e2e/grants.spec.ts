import { rowOf, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// The grant screen tells, on the seeded 请假申请 entry, which kinds of grant its design does not
// check: its list has only button permissions on, so ticked columns would grant nothing more.
test('role authorization says which kinds of grant a design does not check, and where to switch them on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/permission/authorize');
  await rowOf(page, '系统管理员').getByRole('button', { name: '设置权限' }).click();
  const matrix = page.locator('.fw-authorize-matrix');
  await matrix.getByRole('tab', { name: /列表权限/ }).click();
  const columns = matrix.getByRole('tree', { name: '列表权限' });
  const leave = columns.locator('.ant-tree-treenode').filter({ hasText: '请假申请' }).first();
  await expect(leave.getByText('列表权限未开启')).toBeVisible();
  await expect(leave).toContainText('功能设计 › 列表设计 › 列表属性');

  await matrix.getByRole('tab', { name: /按钮权限/ }).click();
  const buttons = matrix.getByRole('tree', { name: '按钮权限' });
  const leaveButtons = buttons.locator('.ant-tree-treenode').filter({ hasText: '请假申请' }).first();
  await expect(leaveButtons).toBeVisible();
  // Its buttons are checked; designs other walks released may not be, so only this entry counts.
  await expect(leaveButtons.getByText('按钮权限未开启')).toHaveCount(0);
});
