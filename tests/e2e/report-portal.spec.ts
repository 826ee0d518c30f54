import { dialogTitled, openFolder, rowOf, sidebarOf, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// Menu entries of type 5 (data report) and type 8 (portal), and the portal designer, as the
// administrator uses them.

test('a data report shows its interface as a chart and a table, and searches by its parameters', async ({
  page,
}) => {
  // A parameter list as the data interface domain answers it, so the search form is exercised
  // whatever the interface itself declares; the rows still come from the server.
  const asked: URL[] = [];
  await page.route('**/api/system/DataInterface/GetParam/**', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: 'Success',
        data: [
          { field: 'department', fieldName: '部门', dataType: 'varchar', required: 0, defaultValue: '' },
        ],
      },
    }),
  );
  page.on('request', (request) => {
    if (request.url().includes('/Actions/Response')) asked.push(new URL(request.url()));
  });

  await signIn(page);
  await openFolder(page, '在线开发');
  await openFolder(page, '报表门户');
  await sidebarOf(page).getByRole('menuitem', { name: '请假统计', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/leave$/);

  const report = page.locator('.fw-data-report');
  await expect(rowOf(page, '研发部')).toContainText('46');
  await expect(report.locator('.ant-table-thead')).toContainText('年假(天)');
  // The chart is drawn: an SVG with a bar per department and kind, and the legend's names.
  const chart = report.locator('.fw-echart svg');
  await expect(chart).toBeVisible();
  await expect.poll(() => chart.locator('path').count()).toBeGreaterThan(12);
  await expect(chart).toContainText('病假(天)');

  await report.locator('.ant-form-item').filter({ hasText: '部门' }).locator('input').fill('研发部');
  await report.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect.poll(() => asked.at(-1)?.searchParams.get('department')).toBe('研发部');
});

test('a portal designed with a new card shows it under its menu entry', async ({ page }) => {
  const title = `待办总数${Date.now() % 100000}`;
  await signIn(page);
  await openFolder(page, '在线开发');
  await sidebarOf(page).getByRole('menuitem', { name: '门户设计', exact: true }).click();
  await rowOf(page, '工作台')
    .getByRole('button', { name: /^设\s*计$/ })
    .click();

  const designer = dialogTitled(page, '设计');
  await expect(designer.locator('.fw-portal-card-form')).toHaveCount(6);
  await designer.getByRole('button', { name: '添加卡片' }).click();
  const added = designer.locator('.fw-portal-card-form').last();
  await added.getByLabel('标题').fill(title);
  // The preview follows the form before anything is saved.
  await expect(designer.locator('.fw-portal')).toContainText(title);
  await designer.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(designer).toBeHidden();

  await openFolder(page, '报表门户');
  await sidebarOf(page).getByRole('menuitem', { name: '工作台', exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/portal$/);
  const portal = page.locator('.fw-portal');
  await expect(portal.locator('.fw-portal-card')).toHaveCount(7);
  await expect(portal.locator('.fw-portal-count').filter({ hasText: '用户总数' })).toContainText(/\d+/);
  await expect(portal.locator('.fw-portal-count').filter({ hasText: title })).toBeVisible();
  await expect.poll(() => portal.locator('.fw-portal-chart svg path').count()).toBeGreaterThan(12);
  await expect(portal.locator('.fw-portal-list')).toContainText('欢迎使用 Formwork');
  await portal.locator('.fw-portal-shortcuts').getByRole('button', { name: '请假统计' }).click();
  await expect(page).toHaveURL(/\/reports\/leave$/);
});
