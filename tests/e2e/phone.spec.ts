import { item, rowOf, signIn } from './console-helpers.js';
import { expect, type Locator, type Page, type TestInfo, test } from './fixtures.js';

// The seeded "请假申请" list and form on a phone, 390 px wide: the page never scrolls sideways,
// the search folds to one line, the table scrolls within itself, forms take one column and
// dialogs the whole screen. The users page too: its organisation tree folds into a select above
// the list and its pager is the simple one.

const WIDTH = 390;

/** Keeps a screenshot as an artifact of the run, to look at. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page itself is no wider than the screen: anything wide scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(WIDTH);
}

/** A dialog that covers the screen from its left edge to its right. */
async function expectFullScreen(dialog: Locator) {
  const box = await dialog.locator('.ant-modal-content').boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(WIDTH);
}

async function chooseOption(page: Page, scope: Locator, option: string) {
  await scope.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('on a phone: the leave list, its search, a new record and its detail', async ({ page }, testInfo) => {
  // Sign-in, a record's round trip and six screenshots: more than the default on a loaded machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTH, height: 844 });
  await signIn(page);

  const drawer = page.locator('.fw-menu-drawer .ant-drawer-content');
  await page.getByRole('button', { name: '展开菜单' }).click();
  await drawer.getByText('在线开发', { exact: true }).click();
  await drawer.getByText('请假申请', { exact: true }).click();
  await expect(drawer).toBeHidden();
  // The first query of a model's records waits on a cold server.
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await keepScreenshot(page, testInfo, 'phone-list');
  await expectNoSidewaysScroll(page);

  // Column headers stay on one line: the table scrolls sideways instead of squeezing them.
  const headerHeight = (await page.locator('.ant-table-thead th').first().boundingBox())?.height ?? 0;
  expect(headerHeight).toBeLessThan(60);
  // The row number and the first column stay while the rest scrolls.
  await expect(page.locator('.ant-table-thead th', { hasText: '申请人' })).toHaveClass(
    /ant-table-cell-fix-left/,
  );

  // The search is one line: the first editor, 查询 and 更多筛选, which opens the others.
  const search = page.getByRole('search');
  const more = search.getByRole('button', { name: '更多筛选' });
  await expect(search.getByLabel('申请人')).toBeVisible();
  await expect(search.getByText('请假类型', { exact: true })).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(search.getByText('请假类型', { exact: true })).toBeVisible();
  await expect(search.getByRole('button', { name: /重\s*置/ })).toBeVisible();
  await keepScreenshot(page, testInfo, 'phone-search-open');
  await expectNoSidewaysScroll(page);
  await more.click();
  await expect(search.getByText('请假类型', { exact: true })).toBeHidden();

  // A new record: the dialog covers the screen, the form is one column.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建' });
  await expect(dialog).toBeVisible();
  await expectFullScreen(dialog);
  const applicant = await item(dialog, '申请人').boundingBox();
  const phone = await item(dialog, '联系电话').boundingBox();
  expect(phone?.x).toBe(applicant?.x);
  expect(phone?.y).toBeGreaterThan((applicant?.y ?? 0) + (applicant?.height ?? 0) - 1);
  expect(applicant?.width).toBeGreaterThan(WIDTH / 2);
  await keepScreenshot(page, testInfo, 'phone-form');

  await item(dialog, '申请人').locator('input').fill('手机测试员');
  await chooseOption(page, item(dialog, '请假类型'), '年假');
  await item(dialog, '开始日期').locator('input').fill('2026-12-01');
  await item(dialog, '开始日期').locator('input').press('Enter');
  await item(dialog, '请假天数').locator('input').fill('2');
  await item(dialog, '日补贴').locator('input').fill('100');
  await keepScreenshot(page, testInfo, 'phone-form-filled');
  // 工作交接 starts with an empty row whose 事项 is required, far below: 确定 brings it into view.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const handover = item(dialog, '工作交接');
  await expect(handover).toContainText('第1行 事项: 不能为空');
  await expect(handover).toBeInViewport();
  await keepScreenshot(page, testInfo, 'phone-form-flagged');
  await handover.getByRole('button', { name: '删除' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  // Search for it from the folded line.
  await search.getByLabel('申请人').fill('手机测试员');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rowOf(page, '手机测试员')).toHaveCount(1);
  await keepScreenshot(page, testInfo, 'phone-searched');
  await expectNoSidewaysScroll(page);

  // Its detail, full-screen too, with one button to close it.
  await rowOf(page, '手机测试员').getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog').filter({ hasText: '详情' });
  await expect(detail).toBeVisible();
  await expectFullScreen(detail);
  await expect(item(detail, '补贴合计')).toContainText('200.00');
  await keepScreenshot(page, testInfo, 'phone-detail');
  await detail.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(detail).toBeHidden();

  // Leave the seeded list as it was.
  await rowOf(page, '手机测试员').getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(rowOf(page, '手机测试员')).toHaveCount(0);
});

test('on a phone: the users page, its organisation tree and its pager', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: WIDTH, height: 844 });
  await signIn(page);
  await page.goto('/permission/user');
  // Other walks add users (the Excel import adds dozens), so the checks read the pager's total
  // instead of expecting a given user on the first page.
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const pager = page.getByRole('navigation', { name: '分页' });
  const total = pager.locator(':scope > span').first();
  const everyone = Number((await total.textContent())?.match(/\d+/)?.[0]);
  expect(everyone).toBeGreaterThanOrEqual(3);
  await keepScreenshot(page, testInfo, 'phone-users');
  await expectNoSidewaysScroll(page);

  // The organisation tree is a select above the list, not a column squeezing it.
  const tree = page.getByRole('complementary', { name: '组织机构' });
  const table = await page.locator('.ant-table').boundingBox();
  const treeBox = await tree.boundingBox();
  expect(treeBox?.y ?? 0).toBeLessThan(table?.y ?? 0);
  expect(table?.width).toBeGreaterThan(WIDTH - 40);
  await tree.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('研发部', { exact: true }).click();
  await expect(rowOf(page, 'admin')).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: '研发部' })).toHaveCount(0);
  await expect(total).not.toHaveText(new RegExp(`\\b${everyone}\\b`));
  await keepScreenshot(page, testInfo, 'phone-users-department');
  await expectNoSidewaysScroll(page);
  // Clearing the choice shows everyone again.
  await tree.locator('.ant-select').hover();
  await tree.locator('.ant-select-clear').click();
  await expect(total).toHaveText(new RegExp(`\\b${everyone}\\b`));

  // The pager is the simple one and fits; its page size still pages the list.
  await expect(pager.locator('.ant-pagination-simple')).toBeVisible();
  const pagerBox = await pager.boundingBox();
  expect((pagerBox?.x ?? 0) + (pagerBox?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
  await chooseOption(page, pager, '50条/页');
  await expect(pager.locator('.ant-select-selection-item')).toHaveText('50条/页');
  await expect(rows).toHaveCount(Math.min(everyone, 50));
  await expectNoSidewaysScroll(page);
});
