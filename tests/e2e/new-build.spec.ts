import { openFolder, sidebarOf, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// A new build was deployed while the console was open: a screen whose code is no longer on the
// server offers a reload, and the reload brings the console back.

test('a missing script answers 404, and a screen whose code is gone offers a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const missing = await request.get('/assets/Page-gone000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toMatch(/html/);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin', 'admin123');
  await expect(sidebarOf(page).getByRole('menuitem', { name: '在线开发', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  // From now on every script not fetched yet is gone, as after a deploy that removed it.
  await page.route('**/assets/*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await openFolder(page, '在线开发');
  await sidebarOf(page).getByRole('menuitem', { name: '请假申请', exact: true }).click();

  await expect(page.getByText('系统已更新')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('此页面所需的文件已随新版本更换，请重新加载页面后继续。')).toBeVisible();
  await expect(page.getByText('抱歉，您访问的页面不存在')).toHaveCount(0);

  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: /重新加载/ }).click();
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible({ timeout: 30_000 });
});
