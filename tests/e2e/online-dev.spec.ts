import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from './fixtures.js';

// The seeded, released "请假申请" model: list, form, validation, create, edit, delete, as a user
// meets them from the menu.

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function openLeaveList(page: Page) {
  const sidebar = page.locator('.fw-sidebar');
  const folder = sidebar.getByRole('menuitem', { name: '在线开发', exact: true });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await sidebar.getByRole('menuitem', { name: '请假申请', exact: true }).click();
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
}

/** A form item of the open dialog, found by its label. */
const item = (scope: Locator, label: string) =>
  scope.locator('.fw-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

async function chooseOption(page: Page, scope: Locator, option: string) {
  await scope.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Enter in the box searches, as 查询 does. */
async function searchApplicant(page: Page, name: string) {
  await page.getByRole('search').getByLabel('申请人').fill(name);
  await page.getByRole('search').getByLabel('申请人').press('Enter');
}

const rowOf = (page: Page, text: string) =>
  page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
});

test('a list without a 合计 row downloads neither decimal arithmetic nor form validation', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  await openLeaveList(page);
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  // decimal.js names its errors so; the minified library keeps the text.
  expect(texts.filter((text) => text.includes('[DecimalError]'))).toHaveLength(0);
  // The search form only collects values; the validator antd's forms use logs under this name.
  expect(texts.filter((text) => text.includes('async-validator:'))).toHaveLength(0);
});

test('the seeded leave list opens from the menu with its rows, paging and search', async ({ page }) => {
  await openLeaveList(page);
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('30');
  await expect(page.locator('.ant-table-thead')).toContainText('申请人');
  await expect(page.locator('.ant-table-thead')).toContainText('请假类型');

  // Export: choose the columns and the range, and the browser receives the workbook.
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const exporting = page.getByRole('dialog').filter({ hasText: '数据导出' });
  await exporting.getByLabel('全部数据').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exporting.getByRole('button', { name: /确\s*定/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK');

  await searchApplicant(page, '不存在的人');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('button', { name: /重\s*置/ }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('30');
});

test('add a leave request through the form, see the messages, save, edit and delete it', async ({ page }) => {
  // Four saves and a delete: more than the default 30 s on a loaded two-core machine.
  test.setTimeout(90_000);
  await openLeaveList(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建' });
  await expect(dialog).toBeVisible();

  // Saving an empty form shows 不能为空 beside the required fields and saves nothing.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(item(dialog, '申请人')).toContainText('不能为空');
  await expect(item(dialog, '请假类型')).toContainText('不能为空');

  await item(dialog, '申请人').locator('input').fill('端到端测试员');
  await item(dialog, '联系电话').locator('input').fill('12345');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(item(dialog, '联系电话')).toContainText('请正确输入您的手机号');
  await item(dialog, '联系电话').locator('input').fill('13800138000');

  // Sick leave makes the reason required (linkage declared in the schema).
  await chooseOption(page, item(dialog, '请假类型'), '病假');
  // antd's own texts follow the language (the built console once fell back to English).
  await expect(item(dialog, '开始日期').locator('input')).toHaveAttribute('placeholder', '请选择日期');
  // The calendar names weekdays in Chinese too (dayjs follows the language).
  await item(dialog, '开始日期').locator('input').click();
  await expect(page.locator('.ant-picker-dropdown:visible thead')).toContainText('一');
  await item(dialog, '开始日期').locator('input').fill('2026-12-01');
  await item(dialog, '开始日期').locator('input').press('Enter');
  await item(dialog, '请假天数').locator('input').fill('2');
  await item(dialog, '日补贴').locator('input').fill('100');
  await expect(item(dialog, '补贴合计').locator('input')).toHaveValue('200.00');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(item(dialog, '请假原因')).toContainText('不能为空');
  await item(dialog, '请假原因').locator('textarea').fill('感冒发烧');
  // A new record's 工作交接 starts with one empty row, checked on save: its 事项 is required.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(item(dialog, '工作交接')).toContainText('第1行 事项: 不能为空');
  // Deleting the row leaves a table without rows, which saves.
  await item(dialog, '工作交接').getByRole('button', { name: '删除' }).click();
  await expect(item(dialog, '工作交接')).toContainText('暂无数据');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  await searchApplicant(page, '端到端测试员');
  await expect(rowOf(page, '端到端测试员')).toHaveCount(1);
  await expect(rowOf(page, '端到端测试员')).toContainText('病假');

  // Edit: the form opens with the stored values; the change shows in the list. The record has
  // no 工作交接 rows, so its table shows none (no empty row to fill) and the save goes through.
  await rowOf(page, '端到端测试员').getByRole('button', { name: '编辑' }).click();
  const editor = page.getByRole('dialog').filter({ hasText: '编辑' });
  await expect(item(editor, '申请人').locator('input')).toHaveValue('端到端测试员');
  await expect(item(editor, '工作交接')).toContainText('暂无数据');
  await item(editor, '请假天数').locator('input').fill('3');
  await editor.getByRole('button', { name: /确\s*定/ }).click();
  await expect(editor).toBeHidden();
  await expect(rowOf(page, '端到端测试员')).toContainText('3');

  // Delete, after the confirmation.
  await rowOf(page, '端到端测试员').getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('暂无数据')).toBeVisible();
});

// The date range search is drawn before antd's picker code is fetched: the first click, or Tab
// from the field before it, must still reach the picker, focused where the user went.
test('the date search opens at the first click and takes what is typed after Tab', async ({ page }) => {
  await openLeaveList(page);
  const search = page.getByRole('search');
  await search.getByLabel('申请人').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(search.getByPlaceholder('开始')).toBeFocused();
  await page.keyboard.type('2026-01-05');
  await expect(search.getByPlaceholder('开始')).toHaveValue('2026-01-05');

  await page.reload();
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  await page.getByRole('search').getByPlaceholder('结束').click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toBeVisible();
  await expect(page.getByRole('search').getByPlaceholder('结束')).toBeFocused();
});
