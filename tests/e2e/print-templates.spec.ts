import { openFolder, rowOf, sidebarOf, signIn } from './console-helpers.js';
import { expect, type Page, test } from './fixtures.js';

// Print templates as an administrator designs and uses them: the seeded 请假单 template is
// designed anew in the 设计 part, and the 请假申请 list prints a checked record with it.

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
