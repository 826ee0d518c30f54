import { api, dialogTitled, item, md5, openFolder, rowOf, signIn } from './console-helpers.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

// The reference data an administrator keeps: a dictionary made on 数据字典 offered by a released
// form's select, a bill rule made on 单据规则 (its example following the typing) numbering that
// form's new record, an area added and renamed on 行政区划, and the type-4 entry 民族.

const SHOTS = 'test-results/dictionaries/';
const LEAVE_MODEL = 'visualdev-leaveRequest';

async function tokenOf(request: APIRequestContext) {
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const body = await login.json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token as string;
}

/** Antd spaces out a two-character Chinese button label. */
const spaced = (word: string) => new RegExp(`^${[...word].join('\\s*')}$`);
const topDialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal').last();

test('a dictionary and a bill rule made on their screens serve a released form', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const s = Date.now().toString(36).slice(-5);
  const typeCode = `way${s}`;
  const ruleCode = `trip${s}`;
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page);

  // A bill rule: the example is the next number, computed as the user types.
  await page.goto('/system/billRule');
  await page.getByRole('button', { name: spaced('新建') }).click();
  const ruleForm = dialogTitled(page, '新建单据规则');
  const example = ruleForm.getByTestId('bill-rule-example');
  await ruleForm.getByLabel('业务名称').fill(`出差单${s}`);
  await ruleForm.getByLabel('业务编码').fill(ruleCode);
  await ruleForm.getByLabel('流水前缀').fill('CC-');
  await expect(example).toHaveValue(/^CC-\d{8}0001$/);
  await ruleForm.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '不加日期' }).click();
  await expect(example).toHaveValue('CC-0001');
  await ruleForm.getByLabel('流水位数').fill('3');
  await ruleForm.getByLabel('流水起始').fill('25');
  await ruleForm.getByLabel('流水后缀').fill('-X');
  await expect(example).toHaveValue('CC-025-X');
  await page.screenshot({ path: `${SHOTS}bill-rule-form.png` });
  await ruleForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(ruleForm).toBeHidden();
  await expect(rowOf(page, ruleCode)).toBeVisible();

  // A dictionary type, made in 字典分类, then an item of it chosen in the tree.
  await page.goto('/systemData/dictionary');
  await page.getByRole('button', { name: '字典分类' }).click();
  const types = dialogTitled(page, '字典分类');
  await types.getByRole('button', { name: spaced('新增') }).click();
  const typeForm = topDialog(page);
  await item(typeForm, '字典名称').locator('input').fill(`出行方式${s}`);
  await item(typeForm, '字典编码').locator('input').fill(typeCode);
  await typeForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(rowOf(page, typeCode)).toBeVisible();
  // A second one that is a tree: its items may sit under one another.
  await types.getByRole('button', { name: spaced('新增') }).click();
  const treeTypeForm = topDialog(page);
  await item(treeTypeForm, '字典名称').locator('input').fill(`线路${s}`);
  await item(treeTypeForm, '字典编码').locator('input').fill(`line${s}`);
  await item(treeTypeForm, '树形').getByRole('switch').click();
  await treeTypeForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(rowOf(page, `line${s}`)).toBeVisible();
  await types.locator('.ant-modal-close').click();
  await page.locator('.ant-tree').getByText(`出行方式${s}`, { exact: true }).click();
  for (const [name, code] of [
    ['高铁', 'train'],
    ['飞机', 'plane'],
  ]) {
    await page.getByRole('button', { name: spaced('新增') }).click();
    const itemForm = topDialog(page);
    await item(itemForm, '名称').locator('input').fill(name);
    await item(itemForm, '编码').locator('input').fill(code);
    // A flat dictionary's items have no parent to choose.
    await expect(item(itemForm, '上级')).toHaveCount(0);
    await itemForm.getByRole('button', { name: spaced('确定') }).click();
    await expect(rowOf(page, code)).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}dictionary.png` });

  // In the tree dictionary an item is put under another through the form, and shows nested.
  await page.locator('.ant-tree').getByText(`线路${s}`, { exact: true }).click();
  for (const [name, code, parent] of [
    ['京沪线', 'jinghu', ''],
    ['北京段', 'beijing', '京沪线'],
  ]) {
    await page.getByRole('button', { name: spaced('新增') }).click();
    const itemForm = topDialog(page);
    const parentField = item(itemForm, '上级');
    await expect(parentField.locator('.ant-select-selection-item')).toHaveText('顶级');
    if (parent) {
      await parentField.locator('.ant-select-selector').click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(parent, { exact: true }).click();
      await expect(parentField.locator('.ant-select-selection-item')).toHaveText(parent);
      await page.screenshot({ path: `${SHOTS}dictionary-parent.png` });
    }
    await item(itemForm, '名称').locator('input').fill(name);
    await item(itemForm, '编码').locator('input').fill(code);
    await itemForm.getByRole('button', { name: spaced('确定') }).click();
    await expect(itemForm).toBeHidden();
  }
  await expect(rowOf(page, 'jinghu')).toHaveClass(/ant-table-row-level-0/);
  await expect(rowOf(page, 'beijing')).toHaveClass(/ant-table-row-level-1/);
  // Editing the top item does not offer itself or what lies under it as its parent.
  await rowOf(page, 'jinghu')
    .getByRole('button', { name: spaced('编辑') })
    .click();
  const editItem = topDialog(page);
  await item(editItem, '上级').locator('.ant-select-selector').click();
  const choices = page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper');
  await expect(choices).toHaveText(['顶级']);
  await editItem.locator('.ant-modal-title').click();
  await editItem.getByRole('button', { name: spaced('取消') }).click();
  await expect(editItem).toBeHidden();

  // A form from the 请假申请 design whose type reads the new dictionary and which numbers by the rule.
  const admin = await tokenOf(request);
  const leave = await api(request, admin, 'get', `/api/visualdev/Base/${LEAVE_MODEL}`);
  const formData = JSON.parse(leave.formData);
  const leaveType = formData.fields.find((field: { vModel?: string }) => field.vModel === 'leaveType');
  leaveType.props = { dataType: 'dictionary', dictionaryType: typeCode };
  formData.fields.push({ jnpfKey: 'billRule', vModel: 'tripNo', label: '单号', props: { rule: ruleCode } });
  const columnData = JSON.parse(leave.columnData);
  columnData.columnList.unshift({ label: '单号', prop: 'tripNo', jnpfKey: 'billRule' });
  const { id: modelId } = await api(request, admin, 'post', '/api/visualdev/Base', {
    fullName: `出差登记${s}`,
    enCode: `trip${s}`,
    category: '人事',
    type: 1,
    webType: 2,
    formData: JSON.stringify(formData),
    columnData: JSON.stringify(columnData),
  });
  await api(request, admin, 'post', `/api/visualdev/Base/${modelId}/Actions/Release`, {
    pc: 1,
    pcModuleParentId: 'menu-onlineDev',
  });
  await api(request, admin, 'post', `/api/visualdev/OnlineDev/${modelId}`, {
    data: JSON.stringify({
      applicant: '张三',
      leaveType: 'train',
      startDate: Date.UTC(2026, 10, 2),
      days: 1,
    }),
  });

  await page.goto(`/onlineDev/trip${s}`);
  await expect(rowOf(page, 'CC-025-X')).toBeVisible();
  await page.getByRole('button', { name: spaced('新增') }).click();
  const recordForm = topDialog(page);
  await item(recordForm, '请假类型').locator('.ant-select').click();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: '飞机' })).toBeVisible();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: '高铁' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}form-select.png` });
});

test('an area is added under a province and renamed; 民族 opens as its own list', async ({ page }) => {
  test.setTimeout(60_000);
  const s = Date.now().toString(36).slice(-5);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page);

  await page.goto('/system/area');
  // A district made with 新增 under 北京市's 市辖区, chosen in the parent tree as it opens.
  await page.getByRole('button', { name: spaced('新增') }).click();
  const newForm = dialogTitled(page, '新建');
  const parentField = item(newForm, '区域上级');
  await expect(parentField.locator('.ant-select-selection-item')).toHaveText('顶级');
  await parentField.locator('.ant-select-selector').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown
    .locator('.ant-select-tree-treenode')
    .filter({ has: page.getByTitle('北京市', { exact: true }) })
    .locator('.ant-select-tree-switcher')
    .click();
  await expect(dropdown.getByTitle('市辖区', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}area-tree.png` });
  await dropdown.getByTitle('市辖区', { exact: true }).click();
  await expect(parentField.locator('.ant-select-selection-item')).toHaveText('市辖区');
  await item(newForm, '区域名称').locator('input').fill(`树选区${s}`);
  await item(newForm, '区域编码').locator('input').fill(`t${s}`);
  await page.screenshot({ path: `${SHOTS}area-parent.png` });
  await newForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(newForm).toBeHidden();
  await rowOf(page, '北京市').locator('.ant-table-row-expand-icon').click();
  await rowOf(page, '市辖区').first().locator('.ant-table-row-expand-icon').click();
  await expect(rowOf(page, `树选区${s}`)).toHaveClass(/ant-table-row-level-2/);
  // Its parent, a node the tree select has not loaded, shows by its name.
  await rowOf(page, `树选区${s}`)
    .getByRole('button', { name: spaced('编辑') })
    .click();
  const treeEdit = topDialog(page);
  await expect(item(treeEdit, '区域上级').locator('.ant-select-selection-item')).toHaveText('市辖区');
  await treeEdit.getByRole('button', { name: spaced('取消') }).click();
  await expect(treeEdit).toBeHidden();
  await rowOf(page, '北京市').locator('.ant-table-row-expand-icon').click();

  await rowOf(page, '北京市').getByRole('button', { name: '新建下级' }).click();
  const childForm = dialogTitled(page, '新建下级');
  await item(childForm, '区域名称').locator('input').fill(`新区${s}`);
  await item(childForm, '区域编码').locator('input').fill(`e2e${s}`);
  await childForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(childForm).toBeHidden();
  // Children come when a row is opened.
  await rowOf(page, '北京市').locator('.ant-table-row-expand-icon').click();
  await expect(rowOf(page, `新区${s}`)).toBeVisible();
  await rowOf(page, `新区${s}`)
    .getByRole('button', { name: spaced('编辑') })
    .click();
  const editForm = topDialog(page);
  // The parent shows by its name, though the tree has not loaded its node.
  await expect(item(editForm, '区域上级').locator('.ant-select-selection-item')).toHaveText('北京市');
  await page.screenshot({ path: `${SHOTS}area-edit.png` });
  await item(editForm, '区域名称').locator('input').fill(`改名区${s}`);
  await editForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(rowOf(page, `改名区${s}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}area.png` });

  // The keyword finds areas at every level.
  await page.getByPlaceholder('请输入关键词查询').fill(`改名区${s}`);
  await page.getByRole('button', { name: spaced('查询') }).click();
  await expect(page.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);

  await openFolder(page, '系统管理');
  await page.locator('.fw-sidebar').getByRole('menuitem', { name: '民族', exact: true }).click();
  await expect(rowOf(page, '汉族')).toBeVisible();
  await page.getByRole('button', { name: spaced('新增') }).click();
  const nationForm = topDialog(page);
  await item(nationForm, '名称').locator('input').fill(`其他${s}`);
  await expect(item(nationForm, '上级')).toHaveCount(0);
  await item(nationForm, '编码').locator('input').fill(`x${s}`);
  await nationForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(rowOf(page, `其他${s}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}nation.png` });
});
