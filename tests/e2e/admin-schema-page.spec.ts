import { createHash } from 'node:crypto';
import { expect, test } from './fixtures.js';

// 在线用户 is an administration page that is only a PageSchema, drawn by the runtime.

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

test('the online users page lists a signed-in user and forces them offline', async ({ page, request }) => {
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'staff', password: md5('staff123'), grant_type: 'password' },
  });
  const staffToken = (await login.json()).data.token as string;

  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/permission/userOnline');

  const staffRow = page.locator('.ant-table-row').filter({ hasText: 'staff' });
  await expect(staffRow).toHaveCount(1);
  await expect(page.locator('.ant-table-row').filter({ hasText: '管理员/admin' })).toHaveCount(1);

  await staffRow.getByRole('button', { name: '强制下线' }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText('此操作将强制该用户下线，是否继续？');
  await question.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(staffRow).toHaveCount(0);

  const after = await request.get('/api/oauth/CurrentUser', { headers: { Authorization: staffToken } });
  expect((await after.json()).code).toBe(601);
});
