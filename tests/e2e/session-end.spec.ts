import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Signs in through the API, as another browser would, and returns the token. */
async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const answer = await request.post('/api/oauth/Login', {
    form: { account, password: createHash('md5').update(password).digest('hex'), grant_type: 'password' },
  });
  const body = await answer.json();
  expect(body.code).toBe(200);
  return body.data.token;
}

/** Opens the profile through the app's own navigation, so its call carries the page's token. */
async function openProfile(page: Page) {
  await page.getByRole('link', { name: '个人信息' }).first().click();
}

test('an administrator forcing the user offline ends the session at the next call', async ({
  page,
  request,
}) => {
  await signIn(page, 'staff', 'staff123');
  await expect(page).toHaveURL(/\/home$/);

  const adminToken = await apiToken(request, 'admin', 'admin123');
  const forced = await request.delete('/api/system/OnlineUser/user-staff', {
    headers: { Authorization: adminToken },
  });
  expect((await forced.json()).code).toBe(200);

  await openProfile(page);
  await expect(page.getByText('您已被管理员强制下线，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();

  // Signing in again returns to the page asked for.
  await page.getByPlaceholder('请输入账号').fill('staff');
  await page.getByPlaceholder('请输入密码').fill('staff123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a token logged out elsewhere ends the session here too', async ({ page, request }) => {
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('jnpf_token'));
  expect(token).toBeTruthy();

  const out = await request.get('/api/oauth/Logout', { headers: { Authorization: token ?? '' } });
  expect((await out.json()).code).toBe(200);

  await openProfile(page);
  await expect(page.getByText('登录过期,请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});

test('the profile saves an edited name, still there after a reload', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');

  const name = page.getByLabel('姓名');
  await expect(name).toHaveValue('管理员');
  await name.fill('');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('请输入姓名')).toBeVisible();

  await page.getByLabel('手机号码').fill('12345');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('请正确输入您的手机号')).toBeVisible();
  await page.getByLabel('手机号码').fill('13900000000');

  await name.fill('系统管理员甲');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('系统管理员甲');
  await expect(page.getByLabel('手机号码')).toHaveValue('13900000000');

  // Put the seeded name back for the other tests of this run.
  await page.getByLabel('姓名').fill('管理员');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
});
