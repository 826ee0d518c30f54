import { expect, type Page, test } from './fixtures.js';

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

const greeting = (page: Page, name: string) => page.getByRole('heading', { name: new RegExp(`，${name}$`) });

test('the header lock locks the screen; a wrong password is refused and the right one returns', async ({
  page,
}) => {
  await signIn(page, 'admin', 'admin123');
  await expect(greeting(page, '管理员')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: '基本信息' })).toBeVisible();

  await page.getByRole('button', { name: '锁定屏幕' }).click();
  await expect(page).toHaveURL(/\/lockScreen/);
  await expect(page.getByText('屏幕已锁定')).toBeVisible();
  await expect(page.getByRole('heading', { name: '管理员' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/\d{2}:\d{2}/);

  await page.getByPlaceholder('请输入密码解锁').fill('wrong-password1');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page.getByRole('alert')).toHaveText(/密码错误|账号或密码错误/);
  await expect(page).toHaveURL(/\/lockScreen/);

  // Still locked after a reload.
  await page.reload();
  await expect(page.getByPlaceholder('请输入密码解锁')).toBeVisible();

  await page.getByPlaceholder('请输入密码解锁').fill('admin123');
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('jnpf_isLock'))).toBe('false');
  await page.goto('/home');
  await expect(greeting(page, '管理员')).toBeVisible();
});

test('locking through storage, then signing in as another user from the lock screen', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await expect(greeting(page, '管理员')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('jnpf_isLock', 'true'));
  await page.reload();
  await expect(page).toHaveURL(/\/lockScreen\?redirect=%2Fhome$/);

  await page.getByRole('button', { name: '使用其他账号登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'staff', 'staff123');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByPlaceholder('请输入密码解锁')).toHaveCount(0);
});

test('a first sign-in changes the password under the rule, then reaches the workspace', async ({ page }) => {
  await signIn(page, 'newuser', 'newuser123');
  await expect(page).toHaveURL(/\/force-change-password$/);

  const fill = async (oldPassword: string, newPassword: string, confirm: string) => {
    await page.getByLabel('旧密码').fill(oldPassword);
    await page.getByLabel('新密码').fill(newPassword);
    await page.getByLabel('确认密码').fill(confirm);
    await page.getByRole('button', { name: '确认修改' }).click();
  };

  // The password rule (6-16 letters and digits, with both), checked before anything is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('ModifyPassword')) sent += 1;
  });
  await fill('newuser123', 'abcdefgh', 'abcdefgh');
  await expect(page.getByText('6-16位字符的密码（数字和字母组成）')).toBeVisible();
  await fill('newuser123', 'abc12', 'abc12');
  await expect(page.getByText('6-16位字符的密码（数字和字母组成）')).toBeVisible();
  await fill('newuser123', 'Welcome2026', 'Welcome2027');
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  expect(sent).toBe(0);

  await fill('newuser123', 'Welcome2026', 'Welcome2026');
  await expect(page.getByText('修改成功，请牢记新密码')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /，/ })).toBeVisible();

  // The new password is the one that works from now on.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'newuser', 'Welcome2026');
  await expect(page).toHaveURL(/\/home$/);
});

test('the last-login notice follows a sign-in, not a reload', async ({ page }) => {
  await signIn(page, 'staff', 'staff123');
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => localStorage.removeItem('jnpf_token'));

  await signIn(page, 'staff', 'staff123');
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '上次登录信息' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/登录时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(notice).toContainText('登录IP：');
  await expect(notice).toContainText('登录地点：');
  // Shown for 2000 ms at the bottom right.
  const box = await notice.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y > viewport.height / 2 && box.x > viewport.width / 2).toBeTruthy();
  await expect(notice).toHaveCount(0, { timeout: 4000 });

  await page.reload();
  await expect(page.getByRole('heading', { name: /，/ })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(notice).toHaveCount(0);
});
