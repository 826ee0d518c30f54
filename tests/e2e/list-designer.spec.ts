import type { Locator, Page } from '@playwright/test';
import { api, md5, rowOf, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// A citizen developer shapes the list of a form in the designer's list tab: columns put in
// order, a range search, a tree on the left from a dictionary, a summed column; releases it and
// meets it from the menu as its users will.

const SHOTS = 'test-results/list-designer/';

const FORM = {
  version: 1,
  kind: 'form',
  settings: { labelWidth: 100 },
  fields: [
    { jnpfKey: 'input', vModel: 'applicant', label: '申请人', required: true },
    {
      jnpfKey: 'select',
      vModel: 'kind',
      label: '请假类型',
      props: { dataType: 'dictionary', dictionaryType: 'leaveType' },
    },
    { jnpfKey: 'inputNumber', vModel: 'days', label: '天数', props: { precision: 1 } },
  ],
};

const designerOf = (page: Page) => page.locator('.fw-designer');
const settingsPanel = (page: Page) => designerOf(page).locator('aside');

async function choose(page: Page, box: Locator, option: string) {
  await box.click({ force: true });
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** The titles of the list's columns, as the table draws them (the selection and action columns left out). */
async function headers(scope: Locator): Promise<string[]> {
  const texts = await scope.locator('.ant-table-thead th').allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => t !== '' && t !== '操作' && t !== '序号');
}

test('a list designed in the designer (order, range search, dictionary tree, summary) is what users get from the menu', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const code = `e2eList${suffix}`;
  const name = `请假统计${suffix}`;
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  const { id } = await api(request, token, 'post', '/api/visualdev/Base', {
    fullName: name,
    enCode: code,
    category: '人事',
    type: 1,
    webType: 1,
    formData: JSON.stringify(FORM),
  });
  const leaveTypes = await api(request, token, 'get', '/api/system/DictionaryData/leaveType/Data/Selector');
  const typeId = (label: string) =>
    (leaveTypes.list as { id: string; fullName: string }[]).find((t) => t.fullName === label)?.id;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto(`/onlineDev/webDesign?designId=${id}`);
  await expect(designerOf(page)).toBeVisible({ timeout: 20_000 });
  await designerOf(page).getByText('列表设计', { exact: true }).click();
  await page.getByRole('button', { name: '按表单字段生成列表' }).click();
  const preview = page.getByRole('region', { name: '列表预览' });
  await expect.poll(() => headers(preview)).toEqual(['申请人', '请假类型', '天数']);
  await expect(preview.getByText('示例数据（尚未发布或暂无数据）')).toBeVisible();

  // 天数 first, by the keyboard: Space picks the row up, arrows move it, Space puts it down.
  const handle = settingsPanel(page).getByRole('button', { name: '拖动调整列第 3 项的顺序' });
  await handle.focus();
  // A person's key presses are a moment apart; the sorter measures the rows between two moves.
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect.poll(() => headers(preview)).toEqual(['天数', '申请人', '请假类型']);
  // 申请人 last, by dragging its handle with the mouse below 请假类型.
  const drag = settingsPanel(page).getByRole('button', { name: '拖动调整列第 2 项的顺序' });
  const target = settingsPanel(page).getByRole('button', { name: '拖动调整列第 3 项的顺序' });
  const from = await drag.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no handles');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => headers(preview)).toEqual(['天数', '请假类型', '申请人']);

  // A range search on 天数.
  await settingsPanel(page).getByRole('tab', { name: /查询/ }).click();
  await choose(page, settingsPanel(page).getByRole('combobox', { name: '添加查询字段' }), '天数 (days)');
  await expect(settingsPanel(page).getByRole('combobox', { name: '天数 的查询方式' })).toBeVisible();
  await expect(settingsPanel(page).locator('.ant-select-selection-item[title="范围"]')).toBeVisible();

  // A tree of leave types on the left, filtering 请假类型; 天数 summed.
  await settingsPanel(page).getByRole('tab', { name: '列表属性' }).click();
  await settingsPanel(page).getByText('左侧树形 + 列表').click();
  await settingsPanel(page).getByLabel('树标题').fill('请假类型');
  await choose(page, settingsPanel(page).getByRole('combobox', { name: '树的数据来源' }), '数据字典');
  await settingsPanel(page).getByRole('combobox', { name: '字典分类' }).click({ force: true });
  await page.locator('.ant-select-dropdown:visible').getByTitle('请假类型 (leaveType)').click();
  await choose(page, settingsPanel(page).getByRole('combobox', { name: '树节点筛选的字段' }), '请假类型');
  await settingsPanel(page).getByRole('switch', { name: '合计行' }).click();
  await choose(page, settingsPanel(page).getByRole('combobox', { name: '合计的列' }), '天数');
  await page.keyboard.press('Escape');
  await expect(preview.getByText('合计')).toBeVisible();
  await expect(designerOf(page).locator('header').getByText('已保存')).toBeVisible({ timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}designer.png` });

  // Released, with two records, and opened from the menu.
  await api(request, token, 'post', `/api/visualdev/Base/${id}/Actions/Release`, {
    pc: 1,
    pcModuleParentId: 'menu-onlineDev',
  });
  for (const [applicant, kind, days] of [
    ['张三', '年假', 2.5],
    ['李四', '病假', 1],
  ] as const)
    await api(request, token, 'post', `/api/visualdev/OnlineDev/${id}`, {
      data: JSON.stringify({ applicant, kind: typeId(kind), days }),
    });
  await page.goto(`/onlineDev/${code}`);
  const content = page.locator('main');
  await expect(rowOf(page, '张三')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => headers(content)).toEqual(['天数', '请假类型', '申请人']);
  await expect(content.locator('.ant-table-summary')).toContainText('3.5');
  await expect(content.getByText('请假类型').first()).toBeVisible();
  // The range search has two ends.
  const search = page.getByRole('search');
  await expect(search.getByText('天数')).toBeVisible();
  // The tree filters: 病假 leaves only 李四.
  await content.locator('.ant-tree').getByText('病假', { exact: true }).click();
  await expect(rowOf(page, '李四')).toBeVisible();
  await expect(rowOf(page, '张三')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}released-list.png` });
});
