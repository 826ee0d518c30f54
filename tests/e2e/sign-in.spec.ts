import { expect, type Page, test } from './fixtures.js';

async function signIn(page: Page, account: string, password: string) {
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

const greeting = (page: Page) => page.getByRole('heading', { name: /，管理员$/ });

test('an administrator signs in and sees the workspace, also after a reload', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');

  await expect(page).toHaveURL(/\/home$/);
  await expect(greeting(page)).toBeVisible();
  await expect(page.getByText('系统管理', { exact: true })).toBeVisible();

  await page.reload();
  await expect(greeting(page)).toBeVisible();
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'staff', 'not-the-password');

  await expect(page.getByText(/账号或密码错误/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
});

test('a visitor is sent to the login page and, once signed in, back to the page asked for', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);

  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/home$/);
  await expect(greeting(page)).toBeVisible();
});

test('signing out ends the session and returns to the login page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(greeting(page)).toBeVisible();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '您确定要退出应用程序吗?' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(greeting(page)).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});
