import { expect, type Page, test } from './fixtures.js';

// staff, not admin: the layout saved here must not change what other suites see for admin.
const ACCOUNT = 'staff';
const PASSWORD = 'staff123';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(ACCOUNT);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  const answer = page.waitForResponse((response) => response.url().includes('/api/oauth/Login'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const body = (await (await answer).json()) as { data?: { theme?: string } };
  await expect(page).toHaveURL(/\/home$/);
  return body.data?.theme;
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: '系统设置' }).click();
  const drawer = page.getByRole('dialog', { name: '系统设置' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const stored = (page: Page, name: string) =>
  page.evaluate((key) => window.localStorage.getItem(`jnpf_${key}`), name);

test('settings apply at once, survive a reload, and the layout follows the user to the next sign-in', async ({
  page,
  browser,
}) => {
  await signIn(page);
  let drawer = await openSettings(page);
  const box = await drawer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(280);
  expect(box?.width).toBeLessThanOrEqual(320);

  const savedTheme = page.waitForResponse(
    (response) =>
      response.url().includes('/Users/Current/SystemTheme') && response.request().method() === 'PUT',
  );
  await drawer.getByRole('radio', { name: '功能' }).check();
  expect(JSON.parse((await savedTheme).request().postData() ?? '{}')).toEqual({ theme: 'functional' });
  await drawer.getByRole('radio', { name: '极光绿' }).check();
  await drawer.getByRole('switch', { name: '开启标签栏' }).click();

  expect(await stored(page, 'layoutType')).toBe('"functional"');
  expect(await stored(page, 'themeClass')).toBe('"green"');
  expect(await stored(page, 'tagsView')).toBe('false');

  await page.reload();
  drawer = await openSettings(page);
  await expect(drawer.getByRole('radio', { name: '功能' })).toBeChecked();
  await expect(drawer.getByRole('radio', { name: '极光绿' })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: '开启标签栏' })).not.toBeChecked();
  await expect(drawer.getByRole('switch', { name: '显示搜索' })).toBeChecked();
  await page.keyboard.press('Escape');

  // Another browser has none of this machine's storage: only the server can bring the layout back.
  const elsewhere = await browser.newPage();
  expect(await signIn(elsewhere)).toBe('functional');
  expect(await stored(elsewhere, 'layoutType')).toBe('"functional"');

  // Signing out and in on the first browser gets the same answer.
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await signIn(page)).toBe('functional');

  // Put staff back on the classic layout for whoever signs in as staff next.
  drawer = await openSettings(elsewhere);
  await drawer.getByRole('radio', { name: '经典' }).check();
  await expect.poll(() => stored(elsewhere, 'layoutType')).toBe('"classic"');
  await elsewhere.close();
});

test('turning the search and the language select off hides them from the header', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('combobox', { name: '菜单搜索' })).toBeVisible();
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '显示搜索' }).click();
  await drawer.getByRole('switch', { name: '显示多语言' }).click();
  await expect(page.getByRole('combobox', { name: '菜单搜索' })).toBeHidden();
  await expect(page.getByRole('button', { name: '语言' })).toBeHidden();
  expect(await stored(page, 'showSearch')).toBe('false');
});
