import { api, md5, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// A designer releases a new version while a user has the list open: the open tab shows the new
// column without being reloaded, told by the server over its socket.

const form = {
  version: 1,
  kind: 'form',
  settings: { labelWidth: 100 },
  fields: [
    { jnpfKey: 'input', vModel: 'item', label: '物品', required: true },
    { jnpfKey: 'textarea', vModel: 'remark', label: '备注' },
  ],
};
const columns = (list: Array<{ prop: string; label: string }>) =>
  JSON.stringify({
    version: 1,
    kind: 'list',
    type: 1,
    hasPage: true,
    pageSize: 20,
    columnList: list.map((column) => ({ ...column, jnpfKey: 'input' })),
    searchList: [],
    btnsList: [],
    columnBtnsList: [],
  });

test('a release reaches a tab that has the list open, without a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const code = `e2eLive${suffix}`;
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  const design = (list: Array<{ prop: string; label: string }>) => ({
    fullName: `领用${suffix}`,
    enCode: code,
    category: '行政',
    type: 1,
    webType: 2,
    formData: JSON.stringify(form),
    columnData: columns(list),
  });
  const release = { pc: 1, pcModuleParentId: 'menu-onlineDev' };
  const { id } = await api(
    request,
    token,
    'post',
    '/api/visualdev/Base',
    design([{ prop: 'item', label: '物品' }]),
  );
  await api(request, token, 'post', `/api/visualdev/Base/${id}/Actions/Release`, release);
  await api(request, token, 'post', `/api/visualdev/OnlineDev/${id}`, {
    data: JSON.stringify({ item: '铅笔', remark: '蓝色' }),
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin', 'admin123');
  await page.goto(`/onlineDev/${code}`);
  const header = page.locator('.ant-table-thead th');
  // The first visit fetches the runtime: slow on a loaded machine.
  await expect(header.filter({ hasText: '物品' })).toBeVisible({ timeout: 30_000 });
  await expect(header.filter({ hasText: '备注' })).toHaveCount(0);
  // Survives only if the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await api(
    request,
    token,
    'put',
    `/api/visualdev/Base/${id}`,
    design([
      { prop: 'item', label: '物品' },
      { prop: 'remark', label: '备注' },
    ]),
  );
  await api(request, token, 'post', `/api/visualdev/Base/${id}/Actions/Release`, release);

  await expect(header.filter({ hasText: '备注' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: '蓝色' })).toBeVisible();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
