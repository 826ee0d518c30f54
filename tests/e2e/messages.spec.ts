import { dialogTitled, md5, rowOf, signIn } from './console-helpers.js';
import { expect, type Page, type TestInfo, test } from './fixtures.js';

// Messages against the real server: a notice written, released and read through the bell's
// drawer and the viewer, then found, deleted and all marked read in the message centre; the same
// screens in English and on a phone. Screenshots are kept as artifacts to look at.

const PHONE_WIDTH = 390;

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const drawerOf = (page: Page, title: string) =>
  page.locator('.ant-drawer-content').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

/** Antd spaces out a two-character Chinese button label. */
const spaced = (word: string) => new RegExp(`^${[...word].join('\\s*')}$`);

async function writeAndRelease(page: Page, title: string, body: string) {
  await page.goto('/messageRecord');
  await page.getByRole('tab', { name: '公告管理' }).click();
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const form = dialogTitled(page, '新建公告');
  await form.getByLabel('标题').fill(title);
  // The body is written in the rich-text editor; the HTML is pasted, as from another page.
  const editor = form.locator('.ql-editor');
  await editor.click();
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', html.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, body);
  await expect(editor).toContainText(body.replace(/<[^>]+>/g, ''));
  await form.getByRole('button', { name: spaced('保存') }).click();
  await expect(form).toBeHidden();
  const row = rowOf(page, title);
  await expect(row).toContainText('存草稿');
  await row.getByRole('button', { name: '发布' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '发布后所有用户都会收到此公告' });
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect(row).toContainText('已发布');
  await expect(row.getByRole('button', { name: '发布' })).toHaveCount(0);
}

test('a notice released by the administrator reaches the drawer, opens sanitised, and leaves the centre when deleted', async ({
  page,
  cspViolations,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  const title = `年会通知 ${Date.now()}`;
  await writeAndRelease(
    page,
    title,
    '<p>周五晚上 <strong>七点</strong></p><img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 2</script>',
  );

  await page.getByRole('button', { name: '站内消息' }).click();
  const drawer = drawerOf(page, '站内消息');
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(280);
  const item = drawer.getByRole('button', { name: new RegExp(title) });
  await expect(item).toContainText('未读');
  await expect(drawer.getByRole('button', { name: /全部已读/ })).toBeVisible();
  await keepScreenshot(page, testInfo, 'drawer-zh');

  await item.click();
  const viewer = dialogTitled(page, '查看消息');
  await expect(viewer.getByRole('heading', { name: title })).toBeVisible();
  await expect(viewer.locator('strong', { hasText: '七点' })).toBeVisible();
  await expect(viewer).toContainText('管理员');
  expect(await viewer.locator('.fw-message-body').innerHTML()).not.toMatch(/onerror|<script/i);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
  await keepScreenshot(page, testInfo, 'viewer-zh');
  // Parsing the hostile body (to sanitise it) makes the browser report the handler it refused to
  // compile; nothing ran, as checked above, and the rendered body holds no handler at all.
  expect(cspViolations.every((violation) => violation.includes('script-src-attr'))).toBe(true);
  cspViolations.splice(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(item).toContainText('已读');

  await drawer.getByRole('button', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/messageRecord$/);
  await expect(drawer).toBeHidden();
  // The centre was open already, on notice administration: its inbox is a tab away.
  await page.getByRole('tab', { name: '全部' }).click();
  const search = page.getByRole('searchbox', { name: '关键词' });
  await search.fill(title);
  await search.press('Enter');
  const row = rowOf(page, title);
  await expect(row).toContainText('已读');
  await expect(page.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);
  await page.getByRole('tab', { name: '公告', exact: true }).click();
  await expect(row).toBeVisible();
  await keepScreenshot(page, testInfo, 'centre-zh');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /删\s*除/ }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '此操作将永久删除所选数据' });
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect(row).toHaveCount(0);
});

test('a notice to a chosen role reaches its holders only, and its form shows the role again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const title = `员工通知 ${Date.now()}`;
  await page.goto('/messageRecord');
  await page.getByRole('tab', { name: '公告管理' }).click();
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const form = dialogTitled(page, '新建公告');
  await form.getByLabel('标题').fill(title);
  await expect(form.getByLabel('全部用户')).toBeChecked();
  await form.getByLabel('指定用户、部门或角色').check();
  await form.getByRole('button', { name: spaced('保存') }).click();
  await expect(form.getByText('请选择用户、部门或角色')).toBeVisible();

  const roleItem = (scope: typeof form) =>
    scope.locator('.ant-form-item').filter({ has: page.locator('label[title="角色"]') });
  await roleItem(form).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('普通员工', { exact: true }).click();
  // Closes the list without Escape, which would close the dialog too.
  await form.locator('label[title="发送对象"]').click();
  await expect(form.getByText('请选择用户、部门或角色')).toBeHidden();
  await form.getByRole('button', { name: spaced('保存') }).click();
  await expect(form).toBeHidden();

  const row = rowOf(page, title);
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = dialogTitled(page, '编辑公告');
  await expect(edit.getByLabel('指定用户、部门或角色')).toBeChecked();
  await expect(roleItem(edit)).toContainText('普通员工');
  await edit.getByRole('button', { name: spaced('取消') }).click();
  await expect(edit).toBeHidden();

  await row.getByRole('button', { name: '发布' }).click();
  const confirm = page
    .locator('.ant-modal-confirm')
    .filter({ hasText: '发布后所选的用户、部门和角色都会收到此公告' });
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect(row).toContainText('已发布');

  const inboxTitles = async (account: string, password: string) => {
    const login = await request.post('/api/oauth/Login', {
      form: { account, password: md5(password), grant_type: 'password' },
    });
    const token = (await login.json()).data.token as string;
    const inbox = await request.get(
      `/api/message?currentPage=1&pageSize=100&keyword=${encodeURIComponent(title)}`,
      {
        headers: { Authorization: token },
      },
    );
    return ((await inbox.json()).data.list as Array<{ title: string }>).map((message) => message.title);
  };
  // 普通员工 is staff's role, not the administrator's.
  expect(await inboxTitles('staff', 'staff123')).toEqual([title]);
  expect(await inboxTitles('admin', 'admin123')).toEqual([]);
});

test('marking every message read asks first and leaves none unread', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await writeAndRelease(page, `值班安排 ${Date.now()}`, '<p>本周值班</p>');
  await page.getByRole('button', { name: '站内消息' }).click();
  const drawer = drawerOf(page, '站内消息');
  await expect(drawer.getByText('未读').first()).toBeVisible();
  await drawer.getByRole('button', { name: /全部已读/ }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '您确定全部为已读状态, 是否继续?' });
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('提示');
  await confirm.getByRole('button', { name: spaced('确定') }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByText('未读')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: '站内消息' }).click();
  await expect(drawerOf(page, '站内消息').getByRole('button', { name: /值班安排/ })).toContainText('已读');
});

test('in English and on a phone', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  await writeAndRelease(page, `Quarterly review ${Date.now()}`, '<p>Friday, <em>room 3</em></p>');
  await page.evaluate(() => localStorage.setItem('jnpf_language', JSON.stringify('en')));
  await page.goto('/messageRecord');
  await expect(page.getByRole('tab', { name: 'Manage notices' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Workflow' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'centre-en');

  await page.getByRole('button', { name: 'Messages' }).click();
  const drawer = drawerOf(page, 'Messages');
  await expect(drawer.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Message Center' })).toBeVisible();
  await expect(drawer.getByText(/Just now|minutes? ago/).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'drawer-en');
  await drawer.getByRole('button', { name: /Quarterly review/ }).click();
  const viewer = dialogTitled(page, 'Message');
  await expect(viewer.locator('em', { hasText: 'room 3' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'viewer-en');
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.setItem('jnpf_language', JSON.stringify('zh')));
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await page.goto('/messageRecord');
  await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(
    PHONE_WIDTH,
  );
  await keepScreenshot(page, testInfo, 'centre-phone');

  await page.getByRole('button', { name: '站内消息' }).click();
  await expect(drawerOf(page, '站内消息')).toBeVisible();
  await keepScreenshot(page, testInfo, 'drawer-phone');
  await drawerOf(page, '站内消息')
    .getByRole('button', { name: /Quarterly review/ })
    .click();
  const phoneViewer = dialogTitled(page, '查看消息');
  await expect(phoneViewer).toBeVisible();
  const box = await phoneViewer.locator('.ant-modal-content').boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE_WIDTH);
  await keepScreenshot(page, testInfo, 'viewer-phone');
});
