import { api, dialogTitled, item, md5, rowOf, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// A design's release history as a citizen developer meets it in the designer: who released what
// and why, what changed between two versions, and a roll back that shows its changes first and
// leaves the stored records alone.

const SHOTS = 'test-results/release-history/';

const form = (fields: unknown[]) => ({ version: 1, kind: 'form', settings: { labelWidth: 100 }, fields });
const V1 = form([
  { jnpfKey: 'input', vModel: 'item', label: '物品', required: true },
  { jnpfKey: 'inputNumber', vModel: 'amount', label: '数量' },
]);
const V2 = form([
  { jnpfKey: 'input', vModel: 'item', label: '品名', required: true },
  { jnpfKey: 'inputNumber', vModel: 'amount', label: '数量' },
  { jnpfKey: 'textarea', vModel: 'remark', label: '备注' },
]);

test('the designer shows each release, what changed, and rolls back without losing records', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const code = `e2eHist${suffix}`;
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  const design = (formData: unknown) => ({
    fullName: `领用登记${suffix}`,
    enCode: code,
    category: '行政',
    type: 1,
    webType: 2,
    formData: JSON.stringify(formData),
  });
  const { id } = await api(request, token, 'post', '/api/visualdev/Base', design(V1));
  const releaseBody = (note: string) => ({ pc: 1, pcModuleParentId: 'menu-onlineDev', note });
  await api(request, token, 'post', `/api/visualdev/Base/${id}/Actions/Release`, releaseBody('初版'));
  await api(request, token, 'post', `/api/visualdev/OnlineDev/${id}`, {
    data: JSON.stringify({ item: '铅笔', amount: 3 }),
  });
  await api(request, token, 'put', `/api/visualdev/Base/${id}`, design(V2));
  await api(request, token, 'post', `/api/visualdev/Base/${id}/Actions/Release`, releaseBody('加备注'));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin', 'admin123');
  await page.goto(`/onlineDev/webDesign?designId=${id}`);
  await expect(page.locator('[data-node-id][aria-label="备注"]')).toBeVisible();
  await page.getByRole('button', { name: /发布历史/ }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '版本对比' });
  const releases = drawer.getByRole('region', { name: '发布记录' }).locator('.ant-list-item');
  await expect(releases).toHaveCount(2);
  await expect(releases.nth(0)).toContainText('v2');
  await expect(releases.nth(0)).toContainText('加备注');
  await expect(releases.nth(1)).toContainText('初版');
  await expect(releases.nth(1)).toContainText('管理员');

  // The latest release against the draft, then v1 against v2.
  const changes = drawer.getByRole('region', { name: '变化' });
  await expect(drawer.getByText('没有变化')).toBeVisible();
  await drawer.getByRole('combobox', { name: '从' }).click({ force: true });
  await page.locator('.ant-select-dropdown:visible').getByTitle('v1', { exact: true }).click();
  await drawer.getByRole('combobox', { name: '到' }).click({ force: true });
  await page.locator('.ant-select-dropdown:visible').getByTitle('v2', { exact: true }).click();
  await expect(changes).toContainText('品名 (item) 的标题：物品 → 品名');
  await expect(changes).toContainText('新增字段 备注 (remark)，位于 表单');
  await page.screenshot({ path: `${SHOTS}history.png` });

  // Roll back to v1: the confirmation lists what it will change.
  await releases.nth(1).getByRole('button', { name: '回滚' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('回滚到 v1');
  await expect(confirm).toContainText('删除字段 备注 (remark)（原位于 表单）');
  await confirm.getByRole('button', { name: '回滚' }).click();
  await expect(page.getByText('已回滚到 v1')).toBeVisible();
  // The designer opens v1's form as the draft.
  await expect(page.locator('[data-node-id][aria-label="物品"]')).toBeVisible();
  await expect(page.locator('[data-node-id][aria-label="备注"]')).toHaveCount(0);
  await page.getByRole('button', { name: /发布历史/ }).click();
  await expect(releases).toHaveCount(3);
  await expect(releases.nth(0)).toContainText('v3');
  await expect(releases.nth(0)).toContainText('回滚自 v1');

  // The record stored under v1 and kept through v2 is still there with its values.
  const list = await api(request, token, 'post', `/api/visualdev/OnlineDev/${id}/List`, {
    currentPage: 1,
    pageSize: 20,
  });
  expect(list.list).toHaveLength(1);
  expect(list.list[0]).toMatchObject({ item: '铅笔' });

  // A widget type the stored count would not fit: the release asks for a confirmation first.
  const retyped = form([
    { jnpfKey: 'input', vModel: 'item', label: '物品', required: true },
    { jnpfKey: 'input', vModel: 'amount', label: '数量' },
  ]);
  await api(request, token, 'put', `/api/visualdev/Base/${id}`, design(retyped));
  await page.goto('/onlineDev/webDesign');
  await page.getByRole('search').getByLabel('关键词').fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await rowOf(page, code)
    .getByRole('button', { name: /发\s*布/ })
    .click();
  const release = dialogTitled(page, '同步菜单');
  const confirmSwitch = item(release, '确认字段类型变更');
  await item(release, '上级菜单').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('在线开发', { exact: true }).click();
  await release.getByRole('button', { name: /确\s*定/ }).click();
  await expect(confirmSwitch).toContainText('「数量」由数字输入改为单行输入，1 条记录的值不符合新类型');
  await confirmSwitch.getByRole('switch').click();
  await release.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
});
