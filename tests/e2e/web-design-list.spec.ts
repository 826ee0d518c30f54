import { dialogTitled, item, md5, openFolder, rowOf, sidebarOf, signIn } from './console-helpers.js';
import { expect, type Page, test } from './fixtures.js';

// 功能设计: the list of designs as an admin meets it from the menu, creating, copying, deleting
// and releasing a design; the released entry joins the side menu without signing in again, and
// staff, who were not granted it, never see it.

async function confirmQuestion(page: Page, text: string) {
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText(text);
  await question.getByRole('button', { name: /确\s*定/ }).click();
}

async function search(page: Page, keyword: string) {
  await page.getByRole('search').getByLabel('关键词').fill(keyword);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

/** A small form, so the draft can be released; the designer itself is not under test here. */
const FORM = {
  version: 1,
  kind: 'form',
  settings: { labelWidth: 100 },
  fields: [
    { jnpfKey: 'input', vModel: 'item', label: '物品', required: true },
    { jnpfKey: 'inputNumber', vModel: 'amount', label: '数量' },
  ],
};

test('admin creates, copies, deletes and releases a design; the menu follows at once, staff never see it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const suffix = Date.now().toString(36);
  const name = `采购申请${suffix}`;
  const code = `e2eBuy${suffix}`;

  await signIn(page, 'admin', 'admin123');
  await openFolder(page, '在线开发');
  await sidebarOf(page).getByRole('menuitem', { name: '功能设计', exact: true }).click();
  await expect(page).toHaveURL(/\/onlineDev\/webDesign$/);
  // The seeded leave request is listed, released.
  await expect(rowOf(page, '请假申请').first()).toContainText('已发布', { timeout: 20_000 });

  // 新建: the dialog, then the designer on the new draft.
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const create = dialogTitled(page, '新建功能');
  await item(create, '功能类型').getByLabel('纯表单', { exact: true }).check();
  await item(create, '名称').locator('input').fill(name);
  await item(create, '编码').locator('input').fill(code);
  await item(create, '分类').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('采购', { exact: true }).click();
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(page).toHaveURL(/\/onlineDev\/webDesign\?designId=/);
  const designId = new URL(page.url()).searchParams.get('designId') as string;
  expect(designId).toBeTruthy();

  // Give the draft a form through the API, then come back to the list in the same page load.
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  const saved = await request.put(`/api/visualdev/Base/${designId}`, {
    headers: { Authorization: token },
    data: {
      fullName: name,
      enCode: code,
      category: '采购',
      type: 1,
      webType: 1,
      formData: JSON.stringify(FORM),
    },
  });
  expect((await saved.json()).code).toBe(200);
  await page.goBack();
  await expect(page).toHaveURL(/\/onlineDev\/webDesign$/);

  await search(page, suffix);
  const original = rowOf(page, code);
  await expect(original).toHaveCount(1);
  await expect(original).toContainText('采购');
  await expect(original).toContainText('未发布');

  // 复制, then 删除 the copy.
  await original.getByRole('button', { name: /复\s*制/ }).click();
  await confirmQuestion(page, '复制');
  await expect(page.getByText('复制成功')).toBeVisible();
  const copy = rowOf(page, `${name}副本`);
  await expect(copy).toHaveCount(1);
  await copy.getByRole('button', { name: /删\s*除/ }).click();
  await confirmQuestion(page, '删除');
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(original).toHaveCount(1);

  // 发布 under 在线开发.
  await expect(sidebarOf(page).getByRole('menuitem', { name, exact: true })).toHaveCount(0);
  await original.getByRole('button', { name: /发\s*布/ }).click();
  const release = dialogTitled(page, '同步菜单');
  await item(release, '上级菜单').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('在线开发', { exact: true }).click();
  await item(release, '发布说明').locator('textarea').fill('首次发布');
  await release.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(original).toContainText('已发布');
  const history = await request.get(`/api/visualdev/Base/${designId}/Releases`, {
    headers: { Authorization: token },
  });
  expect((await history.json()).data.list[0]).toMatchObject({ version: 1, note: '首次发布' });

  // The entry is in the side menu without a sign-in or a reload, and it opens.
  await openFolder(page, '在线开发');
  const entry = sidebarOf(page).getByRole('menuitem', { name, exact: true });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/onlineDev/${code}$`));
  // A form only (纯表单), so the released entry is its form.
  await expect(page.locator('label[title="物品"]')).toBeVisible();

  // Staff were not granted it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1366, height: 900 });
  await signIn(staff, 'staff', 'staff123');
  await expect(sidebarOf(staff).getByRole('menuitem').first()).toBeVisible();
  // Staff may hold other entries of 在线开发 (the seeded leave request), never this one.
  if (await sidebarOf(staff).getByRole('menuitem', { name: '在线开发', exact: true }).count())
    await openFolder(staff, '在线开发');
  await expect(sidebarOf(staff).getByRole('menuitem', { name: '功能设计', exact: true })).toHaveCount(0);
  await expect(sidebarOf(staff).getByText(name)).toHaveCount(0);
  await staff.goto(`/onlineDev/${code}`);
  await expect(staff).toHaveURL(/\/404$/);
  await staffContext.close();
});
