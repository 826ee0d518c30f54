import { expect, type Page, test } from './fixtures.js';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function chooseLanguage(page: Page, button: string, language: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('switching to English confirms in English, changes the header and the title, and survives a reload', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: '锁定屏幕' })).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().includes('/Users/Current/SystemLanguage'));
  await chooseLanguage(page, '语言', 'English');
  expect(JSON.parse((await saved).request().postData() ?? '{}')).toEqual({ language: 'en' });
  await expect(page.getByText('Switch Language Success')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Lock screen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Menu search' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Home\b/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Lock screen' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jnpf_language'))).toBe('"en"');
  await expect(page).toHaveTitle(/^Home\b/);

  await chooseLanguage(page, 'Language', '繁體中文');
  await expect(page.getByText('切換成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '鎖定螢幕' })).toBeVisible();

  await chooseLanguage(page, '語言', '简体中文');
  await expect(page.getByText('切换成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '锁定屏幕' })).toBeVisible();
});
