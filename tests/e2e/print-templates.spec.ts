import { api, md5, openFolder, rowOf, sidebarOf, signIn } from './console-helpers.js';
import { expect, type Page, test } from './fixtures.js';

// Print templates as an administrator designs and uses them: the seeded 请假单 template is
// designed anew in the 设计 part, and the 请假申请 list prints a checked record with it; with a
// second template the list asks which one to print with.

const SHOTS = 'test-results/print-templates/';
const LEAVE_MODEL = 'visualdev-leaveRequest';

/**
 * Runs in every frame: a frame's print() records the printed document's text in the top window
 * instead of opening the browser's dialog. The print frame runs no script of its own, so its
 * print is replaced from outside, through the page's view of the frame.
 */
function stubFramePrint() {
  const own = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
  const top = window as unknown as { printedDocuments?: string[] };
  top.printedDocuments = [];
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    configurable: true,
    get(this: HTMLIFrameElement) {
      const inner = own?.get?.call(this) as Window | null;
      if (inner)
        inner.print = () => {
          top.printedDocuments?.push(inner.document.body.innerHTML);
        };
      return inner;
    },
  });
}

const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { printedDocuments?: string[] }).printedDocuments ?? []);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(stubFramePrint);
  await signIn(page);
});

test('an administrator designs the leave template and prints a checked request with it', async ({ page }) => {
  await openFolder(page, '系统管理');
  await sidebarOf(page).getByRole('menuitem', { name: '打印模板', exact: true }).click();
  const template = rowOf(page, 'leaveRequestPrint');
  await expect(template).toContainText('请假申请');
  await template.getByText('设计', { exact: true }).click();

  const designer = page.locator('.ant-modal').filter({ hasText: '打印设计' });
  const editor = designer.locator('.fw-print-sheet .ql-editor');
  await expect(editor).toContainText('{handover.task}');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('请假人：');
  const fields = designer.locator('.fw-print-fields');
  await fields.getByText('申请人', { exact: true }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('类型：');
  await fields.getByText('请假类型', { exact: true }).click();
  await page.keyboard.press('Enter');
  await designer.getByRole('button', { name: '插入子表明细：工作交接' }).click();
  await expect(editor).toContainText('请假人：{applicant}');
  await expect(editor).toContainText('类型：{leaveType}');
  await expect(editor.locator('td', { hasText: '{handover.task}' })).toHaveCount(1);
  // The paper: A5, landscape.
  await designer.locator('.ant-select', { has: page.getByRole('combobox', { name: '纸张' }) }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('A5', { exact: true }).click();
  await designer.getByText('横向', { exact: true }).click();
  await designer.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(designer).toBeHidden();

  // The preview fills it with a record chosen from the form's.
  await template.getByText('预览', { exact: true }).click();
  const preview = page.frameLocator('iframe.fw-print-preview');
  await expect(preview.locator('body')).toContainText('请假人：');
  await expect(preview.locator('body')).not.toContainText('{applicant}');
  await page.keyboard.press('Escape');

  // The leave list prints the checked request with it.
  await openFolder(page, '在线开发');
  await sidebarOf(page).getByRole('menuitem', { name: '请假申请', exact: true }).click();
  // The print templates' tab stays open behind; its table is not this one.
  const first = page.locator('.ant-table-tbody .ant-table-row[data-row-key^="leave-demo"]').first();
  await expect(first).toBeVisible();
  const applicant = (await first.locator('td').nth(2).textContent())?.trim() ?? '';
  const leaveType = (await first.locator('td').nth(3).textContent())?.trim() ?? '';
  expect(applicant).not.toBe('');
  await first.locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: '批量打印' }).click();

  await expect.poll(async () => (await printed(page)).length).toBe(1);
  const [html] = await printed(page);
  expect(html).toContain(`请假人：${applicant}`);
  expect(html).toContain(`类型：${leaveType}`);
  expect(html).not.toContain('{applicant}');
  expect(html).not.toContain('{handover.task}');
  const frame = page.locator('iframe.fw-print-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-modals');
  expect(await frame.getAttribute('srcdoc')).toContain('size: 210mm 148mm');
});

test('with several templates the list asks which one, and prints with the chosen one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  const suffix = Date.now().toString(36);
  const template = (fullName: string, code: string, html: string) =>
    api(request, token, 'post', '/api/system/printDev', {
      fullName,
      enCode: `${code}${suffix}`,
      category: '人事',
      type: 2,
      formId: LEAVE_MODEL,
      sortCode: 1,
      printTemplate: html,
    }) as Promise<{ id: string }>;
  const short = await template('简版请假条', 'leaveShort', '<p>简版请假条：{applicant}，{leaveType}</p>');
  // A template disabled after the list named it is not offered.
  const retired = await template('旧请假单', 'leaveOld', '<p>旧版：{applicant}</p>');
  await api(request, token, 'put', `/api/system/printDev/${retired.id}/Actions/State`);
  const design = await api(request, token, 'get', `/api/visualdev/Base/${LEAVE_MODEL}`);
  const list = JSON.parse(design.columnData) as { printIds: string[] };
  const { fullName, enCode, category, type, webType, formData, tables } = design;
  await api(request, token, 'put', `/api/visualdev/Base/${LEAVE_MODEL}`, {
    fullName,
    enCode,
    category,
    type,
    webType,
    formData,
    tables,
    columnData: JSON.stringify({ ...list, printIds: [...list.printIds, short.id, retired.id] }),
  });
  await api(request, token, 'post', `/api/visualdev/Base/${LEAVE_MODEL}/Actions/Release`, {
    note: '第二个打印模板',
  });

  // The preview names the records to choose from as the list shows them.
  await openFolder(page, '系统管理');
  await sidebarOf(page).getByRole('menuitem', { name: '打印模板', exact: true }).click();
  await rowOf(page, 'leaveRequestPrint').getByText('预览', { exact: true }).click();
  const picker = page.getByRole('combobox', { name: '选择记录' });
  await expect(page.frameLocator('iframe.fw-print-preview').locator('body')).toContainText(/请假/);
  await expect(page.locator('.ant-select', { has: picker })).toContainText(/[事病年]假/);
  await page.locator('.ant-select', { has: picker }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  expect(labels.join('\n')).toMatch(/[事病年]假/);
  expect(labels.join('\n')).not.toMatch(/personal|sick|annual|leave-demo-/);
  await page.screenshot({ path: `${SHOTS}preview-picker.png` });
  await page.keyboard.press('Escape');
  const preview = page.locator('.ant-modal').filter({ hasText: '打印预览' });
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await openFolder(page, '在线开发');
  await sidebarOf(page).getByRole('menuitem', { name: '请假申请', exact: true }).click();
  const first = page.locator('.ant-table-tbody .ant-table-row[data-row-key^="leave-demo"]').first();
  await expect(first).toBeVisible();
  const applicant = (await first.locator('td').nth(2).textContent())?.trim() ?? '';
  const leaveType = (await first.locator('td').nth(3).textContent())?.trim() ?? '';
  await first.locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: '批量打印' }).click();

  const chooser = page.locator('.ant-modal').filter({ hasText: '请选择打印模板' });
  await expect(chooser.getByRole('radio')).toHaveCount(2);
  await expect(chooser.getByRole('radio', { name: '请假单' })).toBeChecked();
  await expect(chooser.getByRole('radio', { name: '简版请假条' })).toBeVisible();
  await expect(chooser).not.toContainText('旧请假单');
  await expect(chooser.getByRole('radio', { name: '请假单' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}chooser.png` });
  expect(await printed(page)).toEqual([]);
  // The keys choose: down to the second, Enter prints with it.
  await page.keyboard.press('ArrowDown');
  await expect(chooser.getByRole('radio', { name: '简版请假条' })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(chooser).toBeHidden();
  await expect.poll(async () => (await printed(page)).length).toBe(1);
  const [html] = await printed(page);
  expect(html).toContain(`简版请假条：${applicant}，${leaveType}`);
  expect(html).not.toContain('请假人：');
});
