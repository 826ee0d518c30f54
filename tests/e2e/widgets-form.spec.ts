import { createHash } from 'node:crypto';
import { EVERY_WIDGET_FORM, EVERY_WIDGET_LIST } from './fixtures/every-widget-form.js';
import { expect, type Locator, type Page, test } from './fixtures.js';

// A form with every widget of the widget package, designed and released through /api/visualdev
// as the designer does, then filled in from the menu, saved through the real server and read back.

const MODEL_NAME = '控件示例';

async function apiToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/oauth/Login', {
    form: {
      account: 'admin',
      password: createHash('md5').update('admin123').digest('hex'),
      grant_type: 'password',
      origin: 'password',
    },
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token;
}

async function releaseModel(page: Page) {
  const token = await apiToken(page);
  const headers = { authorization: token };
  const created = await page.request.post('/api/visualdev/Base', {
    headers,
    data: {
      fullName: MODEL_NAME,
      enCode: 'everyWidget',
      category: '示例',
      type: 1,
      webType: 2,
      formData: JSON.stringify(EVERY_WIDGET_FORM),
      columnData: JSON.stringify(EVERY_WIDGET_LIST),
    },
  });
  const createdBody = await created.json();
  expect(createdBody.code, createdBody.msg).toBe(200);
  const released = await page.request.post(`/api/visualdev/Base/${createdBody.data.id}/Actions/Release`, {
    headers,
    data: { pc: 1, pcModuleParentId: 'menu-onlineDev' },
  });
  expect((await released.json()).code).toBe(200);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A form item of the open dialog, found by its label. */
const item = (scope: Locator, label: string) =>
  scope.locator('.fw-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

/** The picker dialog open on top, by its title. */
const pickerDialog = (page: Page, title: string) =>
  page
    .getByRole('dialog')
    .filter({ has: page.getByText(title, { exact: true }) })
    .last();

async function confirm(dialog: Locator) {
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog).toBeHidden();
}

async function chooseInSelect(page: Page, field: Locator, option: string) {
  await field.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 960 });
});

test('a form with every widget is filled in, saved through the server and read back', async ({ page }) => {
  test.setTimeout(180_000);
  await releaseModel(page);
  await signIn(page);
  const sidebar = page.locator('.fw-sidebar');
  const folder = sidebar.getByRole('menuitem', { name: '在线开发', exact: true });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await sidebar.getByRole('menuitem', { name: MODEL_NAME, exact: true }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.getByRole('dialog').filter({ has: page.locator('.fw-form-item') });
  await expect(item(form, '单据编号').getByRole('textbox')).toHaveAttribute('placeholder', '系统自动生成');

  // People: a user found by keyword; the current user from the system variables.
  await item(form, '负责人').locator('.ant-select-selector').click();
  let picker = pickerDialog(page, '选择用户');
  await picker.getByPlaceholder('请输入关键词').fill('张三');
  await picker.getByPlaceholder('请输入关键词').press('Enter');
  await picker.getByText(/^张三/).first().click();
  await confirm(picker);
  await expect(item(form, '负责人')).toContainText('张三');

  await item(form, '参与人').locator('.ant-select-selector').click();
  picker = pickerDialog(page, '选择用户');
  await picker.getByRole('tab', { name: '系统变量' }).click();
  await picker.getByText('当前用户', { exact: true }).first().click();
  await confirm(picker);
  await expect(item(form, '参与人')).toContainText('当前用户');

  // Organisation: a department of the seeded company, in both pickers.
  await item(form, '所属组织').locator('.ant-select-selector').click();
  picker = pickerDialog(page, '选择组织');
  await picker.getByPlaceholder('请输入关键词').fill('研发');
  await picker.getByPlaceholder('请输入关键词').press('Enter');
  await picker.getByText('研发部', { exact: true }).first().click();
  await confirm(picker);
  await expect(item(form, '所属组织')).toContainText('研发部');

  await item(form, '部门').locator('.ant-select-selector').click();
  picker = pickerDialog(page, '选择部门');
  await picker.getByText('财务部', { exact: true }).first().click();
  await confirm(picker);
  await expect(item(form, '部门')).toContainText('财务部');

  await chooseInSelect(page, item(form, '岗位'), '会计');
  await chooseInSelect(page, item(form, '角色'), '普通员工');
  await chooseInSelect(page, item(form, '分组'), '产品评审组');

  // Places: lazily from the provinces down to a district (level 2 is a leaf).
  await item(form, '地区').locator('.ant-select-selector, input').first().click();
  picker = pickerDialog(page, '选择省市区');
  await picker.getByText('北京市', { exact: true }).click();
  await picker.getByText('市辖区', { exact: true }).click();
  await picker.getByText('东城区', { exact: true }).click();
  await confirm(picker);
  await expect(item(form, '地区')).toContainText('东城区');

  // Tree select: only a last-level node can be chosen.
  await item(form, '类别').locator('.ant-select-selector').click();
  const tree = page.locator('.ant-select-dropdown:visible');
  await tree.locator('.ant-select-tree-switcher').first().click();
  await tree.getByTitle('纸张', { exact: true }).click();
  await expect(item(form, '类别')).toContainText('纸张');

  // Popups over the 客户 data interface; the attribute shows the chosen row's contact.
  await item(form, '客户').getByRole('textbox').click();
  picker = pickerDialog(page, '选择客户');
  await picker.getByText('北方电子科技', { exact: true }).click();
  await confirm(picker);
  await expect(item(form, '客户').getByRole('textbox')).toHaveValue('北方电子科技');
  await expect(item(form, '客户联系人')).toContainText('刘洋');

  await item(form, '合作客户').getByRole('textbox').click();
  picker = pickerDialog(page, '选择数据');
  await picker.getByText('申城物流', { exact: true }).click();
  await picker.getByText('鹏城软件', { exact: true }).click();
  await confirm(picker);
  await expect(item(form, '合作客户').getByRole('textbox')).toHaveValue(/申城物流.*鹏城软件/);

  // A record of the released leave form; its attribute shows the record's leave type.
  await item(form, '关联请假').getByRole('textbox').click();
  picker = pickerDialog(page, '选择数据');
  await picker.locator('.ant-table-row').first().click();
  await confirm(picker);
  await expect(item(form, '关联请假').getByRole('textbox')).not.toHaveValue('');
  await expect(item(form, '请假类型')).toContainText(/假/);

  // Numbers, the calculated amount, the sub-table and its summary, the editor.
  await item(form, '单价').getByRole('spinbutton').fill('12.5');
  await item(form, '数量').getByRole('spinbutton').fill('4');
  await expect(item(form, '金额').locator('input')).toHaveValue('50.00');
  const table = item(form, '明细');
  await table.getByRole('textbox').first().fill('打印纸');
  await table.getByRole('spinbutton').first().fill('3');
  await table.getByRole('button', { name: /添加/ }).click();
  await table.getByRole('textbox').nth(1).fill('签字笔');
  await table.getByRole('spinbutton').nth(1).fill('2');
  await expect(table.getByText('合计')).toBeVisible();
  await expect(table.locator('.fw-sub-table-summary, tfoot, [class*=summary]').first()).toContainText('5');
  await item(form, '备注').locator('.ql-editor').fill('请尽快处理');

  await item(form, '单据编号').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('every-widget-form-top.png') });
  await item(form, '备注').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('every-widget-form-bottom.png') });
  await form.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(form).toBeHidden();

  // Read back: the list shows the issued bill number; the detail view names every choice.
  const row = page.locator('.ant-table-tbody .ant-table-row').first();
  await expect(row).toContainText(/QJ\d{12}/);
  // The list names the picked user rather than showing the stored id.
  await expect(row).toContainText('张三/staff');
  await expect(row).toContainText('50.00');
  const billNo = ((await row.textContent()) ?? '').match(/QJ\d{12}/)?.[0] as string;
  await row.getByRole('button', { name: /详\s*情/ }).click();
  const detail = page.getByRole('dialog').filter({ has: page.locator('.fw-form-item') });
  await expect(item(detail, '单据编号')).toContainText(billNo);
  await expect(item(detail, '单据条码').getByRole('img', { name: `条形码 ${billNo}` })).toBeVisible();
  await expect(item(detail, '负责人')).toContainText('张三');
  await expect(item(detail, '参与人')).toContainText('当前用户');
  await expect(item(detail, '所属组织')).toContainText('研发部');
  await expect(item(detail, '部门')).toContainText('财务部');
  await expect(item(detail, '岗位')).toContainText('会计');
  await expect(item(detail, '角色')).toContainText('普通员工');
  await expect(item(detail, '分组')).toContainText('产品评审组');
  await expect(item(detail, '地区')).toContainText('北京市/市辖区/东城区');
  await expect(item(detail, '类别')).toContainText('纸张');
  await expect(item(detail, '客户')).toContainText('北方电子科技');
  await expect(item(detail, '客户联系人')).toContainText('刘洋');
  await expect(item(detail, '合作客户')).toContainText('申城物流');
  await expect(item(detail, '请假类型')).toContainText(/假/);
  await expect(item(detail, '金额')).toContainText('50.00');
  await expect(item(detail, '明细')).toContainText('签字笔');
  await expect(item(detail, '备注')).toContainText('请尽快处理');
  await expect(item(detail, '记录二维码').getByRole('img', { name: /^二维码 \{"t":"DFD"/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('every-widget-detail.png'), fullPage: true });
});
