import { expect, type Page, test } from './fixtures.js';

async function signIn(page: Page, account = 'admin', password = 'admin123') {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(userMenu(page)).toBeVisible();
}

const userMenu = (page: Page) => page.getByRole('button', { name: '用户菜单' });

async function openUserMenu(page: Page, entry: string) {
  await userMenu(page).click();
  // The sidebar may list an entry of the same name (个人信息); take the one in the user menu.
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: entry }).click();
}

test('typing in the header search finds a menu entry and Enter goes there', async ({ page }) => {
  await signIn(page);
  const search = page.getByRole('combobox', { name: '菜单搜索' });
  await search.click();
  await search.pressSequentially('字典');
  await expect(page.getByRole('option', { name: '系统管理 > 数据字典' })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
});

const SYSTEM_PAGES: Record<string, string> = {
  数据字典: '/systemData/dictionary',
  行政区划: '/system/area',
  数据接口: '/systemData/dataInterface',
  单据规则: '/system/billRule',
  打印模板: '/system/printDev',
  民族: '/dictionary/nation',
};

test('the search moves through the matches with the arrow keys and closes with Escape', async ({ page }) => {
  await signIn(page);
  const search = page.getByRole('combobox', { name: '菜单搜索' });
  await search.click();
  await search.pressSequentially('系统管理');
  await expect(page.getByRole('option').first()).toBeVisible();
  await search.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);

  await search.fill('系统管理');
  const options = page.locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  await search.press('ArrowDown');
  const active = page.locator('.ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  const first = (await options.first().textContent()) ?? '';
  const chosen = (await active.textContent()) ?? '';
  expect(chosen).not.toBe(first);
  const leaf = chosen.split(' > ')[1] ?? '';
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${SYSTEM_PAGES[leaf]}$`));
});

test('the size chosen in the header is kept after a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '布局大小' }).click();
  await page.getByRole('menuitem', { name: '小型' }).click();
  expect(await page.evaluate(() => localStorage.getItem('jnpf_size'))).toBe('"small"');

  await page.reload();
  await page.getByRole('button', { name: '布局大小' }).click();
  await expect(page.getByRole('menuitem', { name: '小型' })).toHaveClass(/ant-dropdown-menu-item-selected/);
  await expect(page.getByRole('menuitem', { name: '中等' })).not.toHaveClass(/selected/);
});

test('the user menu shows the name and leads to the profile', async ({ page }) => {
  await signIn(page);
  await expect(userMenu(page)).toContainText('管理员');
  await openUserMenu(page, '个人信息');
  await expect(page).toHaveURL(/\/profile$/);
});

test('logging out asks first and returns to the login page', async ({ page }) => {
  await signIn(page);
  await openUserMenu(page, '退出登录');
  const dialog = page.getByRole('dialog').filter({ hasText: '您确定要退出应用程序吗?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
});

test('the about dialog is 400 px wide and names the product and version', async ({ page }) => {
  await signIn(page);
  await openUserMenu(page, '关于平台');
  const dialog = page.getByRole('dialog', { name: '关于平台' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('版本');
  await expect(dialog).toContainText('90%');
  // Measured once the opening zoom animation is over: until then the box is scaled, and the
  // dialog has not taken the keyboard focus that Escape needs.
  const modal = page.locator('.ant-modal:visible');
  await expect(modal).not.toHaveClass(/ant-zoom/);
  expect(await modal.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(400);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await openUserMenu(page, '官方声明');
  await expect(page.getByRole('dialog', { name: '官方声明' })).toContainText('虚构的测试数据');
});

test('the bell opens the message drawer, which leads to the message centre; the lock button locks the screen', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: '站内消息' }).click();
  await page.locator('.ant-drawer-content').getByRole('button', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/messageRecord$/);

  await page.getByRole('button', { name: '锁定屏幕' }).click();
  await expect(page).toHaveURL(/\/lockScreen(\?|$)/);
  expect(await page.evaluate(() => localStorage.getItem('jnpf_isLock'))).toBe('true');
});
