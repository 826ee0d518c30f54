import { fileURLToPath } from 'node:url';
import { dialogTitled, item, openFolder, rowOf, sidebarOf, signIn } from './console-helpers.js';
import { expect, type Locator, type Page, test } from './fixtures.js';

// A citizen developer in the form designer: a form built from nothing with the mouse and the
// keyboard, checked in the preview, kept across a reload and through undo and redo, released
// under a menu and used from it; and a JNPF form brought in through the JSON tab.

/** Screenshots for a person to look at; beside the repository's other ignored test output. */
const SHOTS = fileURLToPath(new URL('../../test-results/designer-journey/', import.meta.url));

/** Picks an option of an antd select, given its selector box or its combobox (under the shown value). */
async function chooseOption(page: Page, select: Locator, option: string) {
  // A combobox sits under the value shown, which takes the click; a dialog's box waits to settle.
  const combobox = (await select.getAttribute('role')) === 'combobox';
  await select.click({ force: combobox });
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function openWebDesign(page: Page) {
  await openFolder(page, '在线开发');
  await sidebarOf(page).getByRole('menuitem', { name: '功能设计', exact: true }).click();
  await expect(page).toHaveURL(/\/onlineDev\/webDesign$/);
  await expect(rowOf(page, '请假申请').first()).toBeVisible({ timeout: 20_000 });
}

/**
 * 新建 on the 功能设计 list, of the kind given (a flow form is offered but not yet choosable):
 * the designer opens on the new draft; answers its id.
 */
async function createDesign(
  page: Page,
  name: string,
  code: string,
  kind: '纯表单' | '表单+列表',
): Promise<string> {
  await page.getByRole('button', { name: /新\s*建/ }).click();
  const create = dialogTitled(page, '新建功能');
  const kinds = item(create, '功能类型');
  await expect(kinds.getByLabel('流程表单（流程功能后续提供）')).toBeDisabled();
  await kinds.getByLabel(kind, { exact: true }).check();
  await item(create, '名称').locator('input').fill(name);
  await item(create, '编码').locator('input').fill(code);
  await chooseOption(page, item(create, '分类').locator('.ant-select-selector'), '行政');
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/onlineDev\/webDesign\?designId=/);
  await expect(page.locator('.fw-designer')).toBeVisible({ timeout: 20_000 });
  return new URL(page.url()).searchParams.get('designId') as string;
}

/** The entry a release put under 在线开发, from the side menu, without signing in again. */
async function openEntry(page: Page, name: string, code: string) {
  await openFolder(page, '在线开发');
  await sidebarOf(page).getByRole('menuitem', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/onlineDev/${code}$`));
}

/** 发布 from the list under 在线开发, then the entry from the side menu. */
async function releaseAndOpen(page: Page, name: string, code: string) {
  await page.getByRole('search').getByLabel('关键词').fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = rowOf(page, code);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /发\s*布/ }).click();
  const release = dialogTitled(page, '同步菜单');
  await chooseOption(page, item(release, '上级菜单').locator('.ant-select-selector'), '在线开发');
  await release.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(row).toContainText('已发布');
  await openEntry(page, name, code);
}

// ----- the designer's parts -----

const designerOf = (page: Page) => page.locator('.fw-designer');
const canvasOf = (page: Page) => page.locator('.fw-designer-canvas');
const propertiesOf = (page: Page) => page.locator('.fw-designer-properties');
const saveStatus = (page: Page) => designerOf(page).locator('header').getByRole('status');

/**
 * A palette entry, found through the palette's search box as a user would: the palette is
 * taller than the screen and scrolls with the page, so its lower entries and the top of the
 * canvas are never on screen together (see the report).
 */
async function paletteItem(page: Page, title: string): Promise<Locator> {
  await page.getByLabel('搜索组件', { exact: true }).fill(title);
  const entry = page.locator('.fw-designer-palette-item').filter({ hasText: new RegExp(`^\\s*${title}$`) });
  await expect(entry).toBeVisible();
  return entry;
}

const node = (page: Page, label: string) => canvasOf(page).locator(`[data-node-id][aria-label="${label}"]`);

/** The labels of everything on the canvas, in order, and the sub-table's column chips. */
async function canvasLabels(page: Page): Promise<string[]> {
  return canvasOf(page)
    .locator('[data-node-id], .ant-tag')
    .evaluateAll((elements) =>
      elements.map((e) => (e.getAttribute('aria-label') ?? `column:${e.textContent ?? ''}`).trim()),
    );
}

/**
 * A real pointer drag: press, a few small moves to pass the pointer sensor's 4 px activation
 * distance, a stepped move to the target, one more move there, release. The target point is
 * the middle of the target, or near its bottom edge (`lower`) to drop after a field.
 */
async function drag(page: Page, source: Locator, target: Locator, where: 'middle' | 'lower' = 'middle') {
  // The designer scrolls with the page, and dnd-kit scrolls the window while the pointer is in
  // its top or bottom fifth: both ends are put well inside the screen first.
  await source.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const before = { source: await source.boundingBox(), target: await target.boundingBox() };
  if (!before.source || !before.target) throw new Error('drag source or target is not on screen');
  const scrollY = await page.evaluate(() => window.scrollY);
  const s = before.source.y + before.source.height / 2 + scrollY;
  const t = before.target.y + before.target.height / 2 + scrollY;
  const low = Math.max(t - 700, s - 700, 0);
  const high = Math.min(t - 200, s - 200);
  if (low > high) throw new Error(`the drag source (${s}) and target (${t}) do not fit on one screen`);
  await page.evaluate((y) => window.scrollTo(0, y), low);
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  const tx = to.x + to.width / 2;
  const ty = where === 'middle' ? to.y + to.height / 2 : to.y + to.height - 4;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y + 3, { steps: 3 });
  // The drag has started: a dragged palette entry fades.
  if (await source.evaluate((e) => e.classList.contains('fw-designer-palette-item')))
    await expect(source).toHaveCSS('opacity', '0.5');
  await page.mouse.move(tx, ty, { steps: 20 });
  await page.mouse.move(tx + 1, ty, { steps: 2 });
  await page.mouse.up();
}

/** Sets the selected field's label and data key in the property panel. */
async function nameField(page: Page, label: string, vModel?: string) {
  const panel = propertiesOf(page);
  await panel.getByLabel('标题（简体）', { exact: true }).fill(label);
  // A field, or a sub-table column's chip.
  await expect(
    node(page, label).or(canvasOf(page).locator('.ant-tag').getByText(label, { exact: true })),
  ).toBeVisible();
  if (vModel) {
    const key = panel.getByLabel('字段名', { exact: true });
    await key.fill(vModel);
    await key.press('Enter');
    await expect(key).toHaveValue(vModel);
  }
}

async function setHalfWidth(page: Page) {
  const slider = propertiesOf(page).getByRole('slider').first();
  await slider.focus();
  // From the full width whatever it was: a field inserted beside a half-width column is half already.
  await slider.press('End');
  for (let i = 0; i < 12; i++) await slider.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '12');
}

async function setRequired(page: Page) {
  const box = propertiesOf(page).getByRole('checkbox', { name: '必填', exact: true });
  await box.check();
  await expect(box).toBeChecked();
}

/** Clears the selection with a click on the blank canvas, so the next insert goes to the form's end. */
async function selectNothing(page: Page) {
  await canvasOf(page).click({ position: { x: 4, y: 4 } });
  await expect(canvasOf(page).locator('[data-selected]')).toHaveCount(0);
  // The panel shows the form's settings. (Its tab keeps the title 组件属性: see the report.)
  await expect(propertiesOf(page).getByText('标签位置', { exact: true })).toBeVisible();
}

async function selectNode(page: Page, label: string) {
  await node(page, label).click({ position: { x: 3, y: 3 } });
  await expect(node(page, label)).toHaveAttribute('data-selected', 'true');
}

const fieldTab = (page: Page) => page.getByRole('tab', { name: /^(组件属性|表单属性)$/ });

async function jsonText(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'JSON', exact: true }).click();
  const text = await page.getByRole('textbox', { name: 'JSON', exact: true }).inputValue();
  await fieldTab(page).click();
  return text;
}

async function waitSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText(/已保存/, { timeout: 15_000 });
}

test.use({ actionTimeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // A reload with unsaved edits asks first; the user answers "leave".
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
});

test('a citizen developer builds a form by drag and drop, previews it, keeps it through reload and undo, releases and uses it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const name = `物资登记${suffix}`;
  const code = `e2eForm${suffix}`;

  await openWebDesign(page);
  await createDesign(page, name, code, '表单+列表');
  const canvas = canvasOf(page);
  await expect(canvas).toContainText('从左侧拖入组件，或选中组件后按回车');
  await expect(saveStatus(page)).toHaveText(/已保存/);

  // --- 1. Build the form. A row, dragged from the palette onto the empty canvas.
  await drag(page, await paletteItem(page, '栅格容器'), canvas.locator('[data-drop-parent=""]'));
  await expect(node(page, '栅格容器')).toHaveAttribute('data-selected', 'true');

  // An input dragged into the row: 姓名, required, half width, Chinese only.
  await drag(page, await paletteItem(page, '单行输入'), node(page, '栅格容器').locator('[data-drop-parent]'));
  await expect(node(page, '栅格容器').locator('[data-node-id]')).toHaveCount(1);
  await nameField(page, '姓名', 'name');
  await setRequired(page);
  await setHalfWidth(page);
  await propertiesOf(page).getByRole('button', { name: '添加规则', exact: true }).click();
  await chooseOption(page, propertiesOf(page).getByRole('combobox', { name: '预设规则 1' }), '中文');

  // A select beside it (a double click inserts after the selected field): 类型, from a dictionary.
  await (await paletteItem(page, '下拉选择')).dblclick();
  await expect(node(page, '栅格容器').locator('[data-node-id]')).toHaveCount(2);
  await nameField(page, '类型', 'type');
  await setRequired(page);
  await setHalfWidth(page);
  await propertiesOf(page).getByText('数据字典', { exact: true }).click();
  await chooseOption(
    page,
    propertiesOf(page).getByLabel('字典类型', { exact: true }),
    '请假类型 (leaveType)',
  );
  // Side by side: the same top, 类型 to the right.
  await expect(async () => {
    const a = await node(page, '姓名').boundingBox();
    const b = await node(page, '类型').boundingBox();
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x + a.width / 2).toBe(true);
  }).toPass();
  // Each column of the row tells its share of the 24; the palette's glyphs are drawn; the
  // selected field's actions sit above its box, clear of its input.
  await expect(node(page, '姓名').locator('.fw-designer-span')).toHaveText('12/24');
  const glyph = await page.locator('.fw-designer-palette-item .anticon svg').first().boundingBox();
  expect(glyph?.width).toBeGreaterThan(8);
  const actions = await node(page, '类型').locator('.fw-designer-item-actions').boundingBox();
  const select = await node(page, '类型').locator('.ant-select').boundingBox();
  expect(actions && select && actions.y + actions.height <= select.y).toBe(true);

  // A card under the row, a textarea dragged into it.
  await selectNothing(page);
  await (await paletteItem(page, '卡片容器')).dblclick();
  await expect(node(page, '卡片容器')).toHaveAttribute('data-selected', 'true');
  await drag(page, await paletteItem(page, '多行输入'), node(page, '卡片容器').locator('[data-drop-parent]'));
  await expect(node(page, '卡片容器').locator('[data-node-id]')).toHaveCount(1);
  await nameField(page, '说明', 'remark');

  // A sub-table; two columns: one dragged onto its column strip, one inserted after it.
  await selectNothing(page);
  await (await paletteItem(page, '设计子表')).dblclick();
  await nameField(page, '明细', 'items');
  await drag(
    page,
    await paletteItem(page, '单行输入'),
    node(page, '明细').getByText('把组件拖到这里作为子表的列'),
  );
  await nameField(page, '物品', 'item');
  await (await paletteItem(page, '数字输入')).dblclick();
  await nameField(page, '件数', 'count');
  await expect(node(page, '明细').locator('.ant-tag')).toHaveText(['物品', '件数']);

  // The rest at the form's end, with the keyboard and double clicks.
  await selectNothing(page);
  await (await paletteItem(page, '日期选择')).focus();
  await page.keyboard.press('Enter');
  await nameField(page, '日期', 'day');
  await (await paletteItem(page, '数字输入')).dblclick();
  await nameField(page, '数量', 'qty');
  await (await paletteItem(page, '数字输入')).dblclick();
  await nameField(page, '单价', 'price');
  await (await paletteItem(page, '计算公式')).dblclick();
  await nameField(page, '合计', 'total');
  expect(await canvasLabels(page)).toEqual([
    '栅格容器',
    '姓名',
    '类型',
    '卡片容器',
    '说明',
    '明细',
    'column:物品',
    'column:件数',
    '日期',
    '数量',
    '单价',
    '合计',
  ]);

  // Linkage: 说明 shows only for sick leave.
  await selectNode(page, '说明');
  await page.getByRole('tab', { name: '联动', exact: true }).click();
  const linkage = page.getByRole('tabpanel', { name: '联动' });
  await linkage.getByRole('button', { name: '添加规则' }).click();
  await chooseOption(page, linkage.getByRole('combobox', { name: '字段 1' }), '类型 (type)');
  await linkage.getByLabel('值 1', { exact: true }).fill('dict-leaveType-sick');
  await expect(linkage.getByRole('combobox', { name: '则 1' }).locator('..').locator('..')).toContainText(
    '显示',
  );

  // The formula, built in the property panel's editor: the new field starts as the constant 0.
  await fieldTab(page).click();
  await selectNode(page, '合计');
  const formula = propertiesOf(page).getByRole('group', { name: '计算公式', exact: true });
  const tokens = formula.getByRole('list', { name: '公式', exact: true }).getByRole('listitem');
  await expect(tokens).toHaveText(['0']);
  await formula.getByRole('button', { name: '清空公式', exact: true }).click();
  await expect(formula.getByRole('status')).toHaveText('公式不能为空');
  await chooseOption(page, formula.getByRole('combobox', { name: '插入字段', exact: true }), '数量 (qty)');
  await formula.getByRole('button', { name: '乘', exact: true }).click();
  await expect(formula.getByRole('status')).toHaveText('公式不能以运算符结尾');
  await chooseOption(page, formula.getByRole('combobox', { name: '插入字段', exact: true }), '单价 (price)');
  await expect(tokens).toHaveText(['数量', '×', '单价']);
  await expect(formula.getByRole('status')).toHaveText('公式正确');
  await page.getByRole('tab', { name: 'JSON', exact: true }).click();
  const json = page.getByRole('textbox', { name: 'JSON', exact: true });
  expect(
    JSON.parse(await json.inputValue()).fields.find((f: { vModel?: string }) => f.vModel === 'total')
      .expression,
  ).toEqual([{ field: 'qty' }, '×', { field: 'price' }]);
  await fieldTab(page).click();
  await waitSaved(page);
  await page.screenshot({ path: `${SHOTS}built-form.png` });

  // --- 2. Preview: the messages of an empty form, then the data of a filled one.
  await designerOf(page).getByRole('button', { name: /预览$/ }).click();
  const preview = page.locator('.ant-modal').filter({ hasText: '将要保存的数据' });
  await expect(preview).toBeVisible();
  await expect(item(preview, '说明')).toBeHidden();
  await preview.getByRole('button', { name: '校验', exact: true }).click();
  await expect(item(preview, '姓名')).toContainText('不能为空');
  await expect(item(preview, '类型')).toContainText('不能为空');
  await item(preview, '姓名').locator('input').fill('abc');
  await preview.getByRole('button', { name: '校验', exact: true }).click();
  await expect(item(preview, '姓名')).toContainText('请正确输入中文');
  await item(preview, '姓名').locator('input').fill('张三');
  await chooseOption(page, item(preview, '类型').locator('.ant-select-selector'), '病假');
  await expect(item(preview, '说明')).toBeVisible();
  await item(preview, '日期').locator('input').fill('2026-12-01');
  await item(preview, '日期').locator('input').press('Enter');
  await item(preview, '数量').locator('input').fill('3');
  await item(preview, '单价').locator('input').fill('2.5');
  await expect(item(preview, '合计').locator('input')).toHaveValue('7.50');
  await preview.getByRole('button', { name: '校验', exact: true }).click();
  await expect(preview.getByText('校验通过')).toBeVisible();
  const data = preview.locator('pre');
  await expect(data).toContainText('"name": "张三"');
  await expect(data).toContainText('"type": "dict-leaveType-sick"');
  await expect(data).toContainText('"qty": 3');
  await expect(data).toContainText('"price": 2.5');
  await page.screenshot({ path: `${SHOTS}preview.png` });
  await preview.locator('.ant-modal-close').click();
  await expect(preview).toBeHidden();

  // --- 3. A reload straight after an edit, before the save: the edit and the form are kept.
  await waitSaved(page);
  await selectNode(page, '单价');
  const beforeReload = (await canvasLabels(page)).map((label) => (label === '单价' ? '单价（元）' : label));
  // Autosave waits 500 ms after the last change: the reload comes before it (or just after it).
  await propertiesOf(page).getByLabel('标题（简体）', { exact: true }).fill('单价（元）');
  await expect(node(page, '单价（元）')).toBeVisible();
  await page.reload();
  await expect(designerOf(page)).toBeVisible({ timeout: 20_000 });
  await expect(node(page, '单价（元）')).toBeVisible();
  expect(await canvasLabels(page)).toEqual(beforeReload);
  await waitSaved(page);
  // The reloaded copy is the server's too: a second reload, with nothing pending, shows it.
  await page.reload();
  await expect(node(page, '单价（元）')).toBeVisible({ timeout: 20_000 });
  await waitSaved(page);

  // Twenty steps back and forth with the keyboard come back to the same form.
  const labels = await canvasLabels(page);
  const text = await jsonText(page);
  await designerOf(page).getByRole('heading').click();
  for (let i = 0; i < 20; i++) await page.keyboard.press('Control+z');
  await expect.poll(() => canvasLabels(page)).not.toEqual(labels);
  const undone = await canvasLabels(page);
  expect(undone.length).toBeLessThan(labels.length);
  for (let i = 0; i < 20; i++) await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => canvasLabels(page)).toEqual(labels);
  expect(await jsonText(page)).toBe(text);
  await waitSaved(page);
  await page.screenshot({ path: `${SHOTS}after-undo-redo.png` });

  // --- 4. Release under 在线开发 from the designer's header: the designer stays open.
  const releaseButton = designerOf(page).locator('header').getByRole('button', { name: /发布$/ });
  await releaseButton.click();
  const release = dialogTitled(page, '同步菜单');
  // The designer's own dialog, drawn with antd's form rather than the runtime's.
  const parentMenu = release
    .locator('.ant-form-item')
    .filter({ has: page.locator('label[title="上级菜单"]') });
  await chooseOption(page, parentMenu.locator('.ant-select-selector'), '在线开发');
  await release.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(release).toBeHidden();
  await expect(page).toHaveURL(/\/onlineDev\/webDesign\?designId=/);
  await expect(node(page, '单价（元）')).toBeVisible();
  // The next release starts on the menu used last.
  await releaseButton.click();
  await expect(parentMenu).toContainText('在线开发');
  await release.getByRole('button', { name: /取\s*消/ }).click();
  await expect(release).toBeHidden();
  await page.screenshot({ path: `${SHOTS}released-in-designer.png` });

  // The entry from the menu: a first release of a form with list lists the form's fields.
  await openEntry(page, name, code);
  await expect(page.getByText('暂无数据')).toBeVisible({ timeout: 20_000 });
  for (const column of ['姓名', '类型', '说明', '日期', '数量', '单价（元）', '合计'])
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(item(dialog, '姓名')).toContainText('不能为空');
  await expect(item(dialog, '类型')).toContainText('不能为空');
  await item(dialog, '姓名').locator('input').fill('李四');
  await chooseOption(page, item(dialog, '类型').locator('.ant-select-selector'), '年假');
  await item(dialog, '数量').locator('input').fill('4');
  await item(dialog, '单价（元）').locator('input').fill('10');
  await expect(item(dialog, '合计').locator('input')).toHaveValue('40.00');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const record = rowOf(page, '李四');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('年假');
  await expect(record).toContainText('40');
});

/** A JNPF 3.x form export, as its designer stores formData: a row of two, a select, a date, a signature. */
const JNPF_FORM = {
  formRef: 'elForm',
  formModel: 'dataForm',
  size: 'small',
  labelPosition: 'right',
  labelWidth: 100,
  formRules: 'rules',
  gutter: 15,
  disabled: false,
  span: 24,
  formBtns: false,
  idGlobal: 120,
  popupType: 'general',
  generalWidth: '600px',
  fields: [
    {
      __config__: {
        jnpfKey: 'row',
        layout: 'rowFormItem',
        tag: 'el-row',
        span: 24,
        formId: 101,
        renderKey: 1700000000101,
        children: [
          {
            __config__: {
              jnpfKey: 'comInput',
              label: '客户名称',
              showLabel: true,
              tag: 'el-input',
              defaultValue: '',
              required: true,
              regList: [],
              trigger: 'blur',
              layout: 'colFormItem',
              span: 12,
              formId: 102,
              renderKey: 1700000000102,
              visibility: ['pc', 'app'],
            },
            __slot__: { prepend: '', append: '' },
            __vModel__: 'comInputField102',
            placeholder: '请输入客户名称',
            clearable: true,
            maxlength: 50,
          },
          {
            __config__: {
              jnpfKey: 'comInput',
              label: '联系电话',
              showLabel: true,
              tag: 'el-input',
              defaultValue: '',
              required: false,
              regList: [{ pattern: '/^1[3456789]\\d{9}$/', message: '请输入正确的手机号码' }],
              trigger: 'blur',
              layout: 'colFormItem',
              span: 12,
              formId: 103,
              renderKey: 1700000000103,
              visibility: ['pc', 'app'],
            },
            __vModel__: 'comInputField103',
            placeholder: '请输入联系电话',
            clearable: true,
          },
        ],
      },
    },
    {
      __config__: {
        jnpfKey: 'select',
        label: '客户等级',
        showLabel: true,
        tag: 'el-select',
        required: true,
        layout: 'colFormItem',
        span: 12,
        formId: 104,
        renderKey: 1700000000104,
        dataType: 'static',
        visibility: ['pc', 'app'],
      },
      __slot__: {
        options: [
          { fullName: '重要', id: 'vip' },
          { fullName: '普通', id: 'normal' },
        ],
      },
      __vModel__: 'selectField104',
      placeholder: '请选择客户等级',
      clearable: true,
      props: { props: { label: 'fullName', value: 'id' } },
    },
    {
      __config__: {
        jnpfKey: 'date',
        label: '拜访日期',
        showLabel: true,
        tag: 'el-date-picker',
        required: false,
        layout: 'colFormItem',
        span: 12,
        formId: 105,
        renderKey: 1700000000105,
      },
      __vModel__: 'dateField105',
      type: 'date',
      format: 'yyyy-MM-dd',
      'value-format': 'timestamp',
      placeholder: '请选择拜访日期',
    },
    {
      __config__: {
        jnpfKey: 'sign',
        label: '客户签名',
        showLabel: true,
        tag: 'JnpfSign',
        required: false,
        layout: 'colFormItem',
        span: 24,
        formId: 106,
        renderKey: 1700000000106,
      },
      __vModel__: 'signField106',
    },
  ],
};

test('a JNPF form pasted into the JSON tab is imported with its report, released and opened from the menu', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const name = `客户拜访${suffix}`;
  const code = `e2eJnpf${suffix}`;

  await openWebDesign(page);
  await createDesign(page, name, code, '纯表单');
  await page.getByRole('tab', { name: 'JSON', exact: true }).click();
  await page.getByRole('button', { name: '导入 JNPF 表单', exact: true }).click();
  const importing = dialogTitled(page, '粘贴 JNPF 表单 JSON');
  await importing.getByLabel('粘贴 JNPF 表单 JSON').fill(JSON.stringify(JNPF_FORM, null, 2));
  // The report names what could not be kept: the signature.
  await expect(importing.getByText('导入报告', { exact: true })).toBeVisible();
  await expect(importing).toContainText('客户签名');
  await importing.getByRole('button', { name: '导入', exact: true }).click();
  await expect(importing).toBeHidden();

  for (const label of ['客户名称', '联系电话', '客户等级', '拜访日期'])
    await expect(node(page, label)).toBeVisible();
  await expect(node(page, '客户签名')).toHaveCount(0);
  await selectNode(page, '客户名称');
  await fieldTab(page).click();
  await expect(propertiesOf(page).getByRole('checkbox', { name: '必填', exact: true })).toBeChecked();
  await waitSaved(page);
  await page.screenshot({ path: `${SHOTS}jnpf-import.png` });

  await designerOf(page).getByRole('button', { name: '关闭', exact: true }).click();
  await expect(page).toHaveURL(/\/onlineDev\/webDesign$/);
  await releaseAndOpen(page, name, code);
  // A form only: the entry is the form itself.
  await expect(page.locator('label[title="客户名称"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('label[title="客户等级"]')).toBeVisible();
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(item(page.locator('body'), '客户名称')).toContainText('不能为空');
});
