import { expect, type Page, type TestInfo, test } from './fixtures.js';

const LAYOUTS = ['classic', 'functional', 'blend', 'plain'] as const;
type Layout = (typeof LAYOUTS)[number];

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Keeps a screenshot of the layout as an artifact of the test run. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/** Walks the menu of each layout to 系统管理 > 行政区划. */
async function openAreaThroughMenu(page: Page, layout: Layout) {
  if (layout === 'classic') {
    await page.locator('.fw-sidebar').getByText('系统管理', { exact: true }).click();
    await menuItem(page, '行政区划').click();
  } else if (layout === 'blend') {
    await page.locator('header').getByText('系统管理', { exact: true }).click();
    await page.locator('.fw-sidebar').getByText('行政区划', { exact: true }).click();
  } else {
    // Top menu and the narrow column open their submenus as pop-ups on hover.
    const scope = layout === 'functional' ? page.locator('header') : page.locator('.fw-sidebar');
    await scope.getByText('系统管理', { exact: true }).hover();
    await menuItem(page, '行政区划').click();
  }
  await expect(page).toHaveURL(/\/system\/area$/);
  await expect(
    page.locator('.fw-view:visible').getByRole('columnheader', { name: '区域名称' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('行政区划 - Formwork 低代码开发平台');
}

for (const layout of LAYOUTS) {
  test(`the ${layout} layout, chosen before the page loads, leads through the menu to a page`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin', 'admin123');
    await page.evaluate((type) => localStorage.setItem('jnpf_layoutType', JSON.stringify(type)), layout);
    await page.reload();
    await expect(page.locator(`.fw-layout-${layout}`)).toBeVisible();

    await openAreaThroughMenu(page, layout);
    await keepScreenshot(page, testInfo, `layout-${layout}`);
  });
}

test('switching the layout in the settings drawer changes it at once, without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', 'admin123');
  await expect(page.locator('.fw-layout-classic')).toBeVisible();
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  for (const [layout, label] of [
    ['blend', '混合'],
    ['functional', '功能'],
    ['plain', '简约'],
    ['classic', '经典'],
  ] as const) {
    await page.getByRole('button', { name: '系统设置' }).click();
    await page.getByRole('radiogroup', { name: '导航模式' }).getByTitle(label).click();
    await expect(page.locator(`.fw-layout-${layout}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await openAreaThroughMenu(page, layout);
    await page.getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  }
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  // The choice is kept for the next visit.
  expect(await page.evaluate(() => localStorage.getItem('jnpf_layoutType'))).toBe('"classic"');
});

test('on the workspace the first top-level entry is open', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await expect(menuItem(page, '组织管理')).toBeVisible();
});

test('the top menu puts what does not fit under 更多 ...', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, 'admin', 'admin123');
  await page.evaluate(() => localStorage.setItem('jnpf_layoutType', JSON.stringify('functional')));
  await page.reload();
  const header = page.locator('header');
  await expect(header.getByText('更多 ...', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 800 });
  await expect(header.getByText('更多 ...', { exact: true })).toBeHidden();
  await expect(header.getByText('个人信息', { exact: true })).toBeVisible();
});

test('on a phone the menu is a drawer that closes on navigation', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'admin123');
  const drawer = page.locator('.fw-menu-drawer .ant-drawer-content');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(drawer).toBeVisible();
  await keepScreenshot(page, testInfo, 'layout-mobile-drawer');
  await drawer.getByText('系统管理', { exact: true }).click();
  await drawer.getByText('行政区划', { exact: true }).click();

  await expect(page).toHaveURL(/\/system\/area$/);
  await expect(drawer).toBeHidden();
  await expect(
    page.locator('.fw-view:visible').getByRole('columnheader', { name: '区域名称' }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'layout-mobile');
});

test('a staff user cannot open a page their menu does not give them', async ({ page }) => {
  await signIn(page, 'staff', 'staff123');
  await page.goto('/permission/userOnline');
  // Refused inside the layout: the page exists, this user is not granted it.
  await expect(page.locator('.fw-view:visible .ant-result-title')).toHaveText('无权访问');
  await expect(page).toHaveURL(/\/permission\/userOnline$/);
  // A path nothing answers still goes to 404.
  await page.goto('/permission/nothing-here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();

  // Their own pages open.
  await page.goto('/system/area');
  await expect(
    page.locator('.fw-view:visible').getByRole('columnheader', { name: '区域名称' }),
  ).toBeVisible();
});
