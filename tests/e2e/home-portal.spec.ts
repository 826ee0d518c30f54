import { md5, signIn } from './console-helpers.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// The home page shows the user's default portal, chosen from the home page's 切换门户 drawer and
// saved on the server; the ordinary workspace comes back when the choice is cleared.

const SEEDED_PORTAL = '工作台';

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  return (await login.json()).data.token as string;
}

// Other specs expect the administrator's ordinary workspace, whatever this one leaves behind.
test.afterEach(async ({ request }) => {
  await request.put('/api/visualdev/Portal/Actions/ClearDefault', {
    headers: { Authorization: await adminToken(request) },
  });
});

const workspace = (page: Page) => page.getByRole('heading', { name: '快捷入口' });
const portal = (page: Page) => page.locator('.fw-portal');

async function switchTo(page: Page, choice: string) {
  await page.getByRole('button', { name: /切换门户/ }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '切换门户' });
  await drawer.getByRole('button', { name: choice, exact: true }).click();
  await expect(page.getByText('切换成功')).toBeVisible();
}

test('the administrator makes the seeded portal their home page and clears it again', async ({ page }) => {
  await signIn(page);
  await expect(workspace(page)).toBeVisible();
  await expect(portal(page)).toHaveCount(0);

  await switchTo(page, SEEDED_PORTAL);
  await expect(portal(page)).toBeVisible();
  await expect(workspace(page)).toHaveCount(0);
  await expect.poll(() => portal(page).locator('.fw-portal-card').count()).toBeGreaterThanOrEqual(6);
  await expect(portal(page).locator('.fw-portal-count').filter({ hasText: '用户总数' })).toContainText(/\d+/);
  await expect(portal(page).locator('.fw-portal-list')).toContainText('欢迎使用 Formwork');

  // Saved on the server: a fresh load shows it again.
  await page.reload();
  await expect(portal(page).locator('.fw-portal-count').filter({ hasText: '在线用户' })).toBeVisible();

  await switchTo(page, '个人工作台');
  await expect(workspace(page)).toBeVisible();
  await expect(portal(page)).toHaveCount(0);
  await page.reload();
  await expect(workspace(page)).toBeVisible();
  await expect(portal(page)).toHaveCount(0);
});
