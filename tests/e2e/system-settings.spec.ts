import { api, item, md5, openFolder, rowOf, sidebarOf, signIn } from './console-helpers.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// 系统配置 and 系统日志 as the administrator uses them. The settings are shared by every spec on
// this server, so each test puts back what it changed.

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password', origin: 'password' },
  });
  return (await answer.json()).data.token;
}

/** The logo link at the top of the menu, named after the product. */
const logo = (page: Page, product: string) => page.getByRole('link', { name: product, exact: true }).first();

test('a new product name shows in the header at once, and after a reload', async ({ page, request }) => {
  await signIn(page);
  await openFolder(page, '系统管理');
  await sidebarOf(page).getByRole('menuitem', { name: '系统配置' }).click();
  const token = await adminToken(request);
  const name = item(page.locator('.fw-form-page'), '产品名称').locator('input');
  await expect(name).toHaveValue('Formwork');
  try {
    await name.fill('星河平台');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(logo(page, '星河平台')).toContainText('星河平台');
    await expect(page).toHaveTitle(/星河平台|Formwork 低代码开发平台/);
    await page.reload();
    await expect(logo(page, '星河平台')).toContainText('星河平台');
    await expect(name).toHaveValue('星河平台');
  } finally {
    await api(request, token, 'put', '/api/system/SysConfig', { sysName: 'Formwork' });
  }
});

test('a setting out of range is refused naming the field', async ({ request }) => {
  const token = await adminToken(request);
  const answer = await request.put('/api/system/SysConfig', {
    headers: { Authorization: token },
    data: { verificationCodeNumber: 20 },
  });
  const body = await answer.json();
  expect(body.code).toBe(400);
  // Named by its label on the screen, with the field's code beside it.
  expect(body.msg).toContain('验证码位数');
  expect(body.field).toBe('verificationCodeNumber');
});

test('with the captcha turned on, the sign-in page asks for it', async ({ page, browser, request }) => {
  await signIn(page);
  await openFolder(page, '系统管理');
  await sidebarOf(page).getByRole('menuitem', { name: '系统配置' }).click();
  await page.getByRole('tab', { name: '登录安全' }).click();
  // Taken before the captcha is on: signing in through the API could not answer it.
  const token = await adminToken(request);
  try {
    await page.getByRole('switch').first().click();
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const visitor = await browser.newPage({ locale: 'zh-CN' });
    await visitor.goto('/login');
    await visitor.getByPlaceholder('请输入账号').fill('admin');
    await visitor.getByPlaceholder('请输入密码').fill('admin123');
    await visitor.getByRole('button', { name: /登\s*录/ }).click();
    await expect(visitor.getByPlaceholder('请输入验证码')).toBeVisible();
    await expect(visitor.locator('img[src*="/api/oauth/ImageCode/"]')).toBeVisible();
    await visitor.close();
  } finally {
    await api(request, token, 'put', '/api/system/SysConfig', { enableVerificationCode: 0 });
  }
});

test('the sign-in shows in the sign-in log, requests in the request log, and a log can be searched', async ({
  page,
  request,
}) => {
  await signIn(page);
  await api(request, await adminToken(request), 'get', '/api/system/DictionaryType');
  await openFolder(page, '系统管理');
  await sidebarOf(page).getByRole('menuitem', { name: '系统配置' }).click();
  await expect(item(page.locator('.fw-form-page'), '产品名称').locator('input')).toBeVisible();
  await sidebarOf(page).getByRole('menuitem', { name: '系统日志' }).click();

  await expect(rowOf(page, '管理员/admin').first()).toBeVisible();
  await expect(rowOf(page, '登录成功').first()).toBeVisible();

  await page.getByRole('tab', { name: '请求日志' }).click();
  const requests = page.locator('.ant-tabs-tabpane-active');
  const rows = requests.locator('.ant-table-row');
  await expect(rows.filter({ hasText: '/api/system/SysConfig' }).first()).toBeVisible();
  await requests.getByPlaceholder('请输入').first().fill('DictionaryType');
  await requests.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(rows.first()).toContainText('/api/system/DictionaryType');
  await expect(rows.filter({ hasNotText: 'DictionaryType' })).toHaveCount(0);
});
