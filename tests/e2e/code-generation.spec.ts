import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { rowOf, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// 代码生成 as a developer meets it: choose the released leave request, set the module's names,
// read every file in the preview and take the zip away.

const SHOTS = 'test-results/code-generation/';
const FOLDER = 'onlineDev/Leave/';

test('generates the leave request module: preview of every file, then the zip', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'admin123');
  await page.goto('/generator/webForm');
  await expect(page.getByText('请从左侧选择一个已发布的功能')).toBeVisible();

  // Only released designs are offered; the keyword narrows them.
  await page.getByPlaceholder('请输入名称或编码').fill('leaveRequest');
  await page.getByPlaceholder('请输入名称或编码').press('Enter');
  await rowOf(page, '请假申请').click();

  // The names the design suggests, the area from AreasName; the first preview follows at once.
  const settings = page.locator('form');
  await expect(settings.getByLabel('功能类名')).toHaveValue('LeaveRequest');
  const files = page.getByRole('menu', { name: '文件' });
  await expect(files.getByText('LeaveRequestListPage.tsx')).toBeVisible();

  // A bad name is refused beside its field before anything is sent.
  await settings.getByLabel('功能类名').fill('leave request');
  await page.getByRole('button', { name: /预览代码/ }).click();
  await expect(page.getByText('请输入以大写字母开头的字母或数字，例如 LeaveRequest')).toBeVisible();

  await settings.getByLabel('模块命名').fill('onlineDev');
  await settings.getByLabel('模块命名').press('Enter');
  await settings.getByLabel('功能类名').fill('Leave');
  await settings.getByLabel('路由地址').fill('/hr/leave');
  await settings.getByLabel('表单文件名').fill('LeaveEditor');
  await page.getByRole('button', { name: /预览代码/ }).click();
  for (const name of [
    'design.ts',
    'messages.ts',
    'types.ts',
    'api.ts',
    'README.md',
    'LeaveEditor.tsx',
    'routes.tsx',
  ])
    await expect(files.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: `${FOLDER}generated/design.ts` })).toContainText(
    'export const formSchema: FormSchema',
  );

  // Each file highlighted; the record type follows the form's fields.
  await files.getByText('types.ts', { exact: true }).click();
  const types = page.getByRole('region', { name: `${FOLDER}generated/types.ts` });
  await expect(types).toContainText('export type LeaveRecord = {');
  await expect(types).toContainText('applicant?: string | null;');
  await expect(types.locator('.token.keyword').first()).toBeVisible();
  await files.getByText('routes.tsx', { exact: true }).click();
  await expect(page.getByRole('region', { name: `${FOLDER}routes.tsx` })).toContainText('path: "/hr/leave"');
  await page.getByText('预览代码', { exact: true }).last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}preview.png` });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载代码/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Leave.zip');
  const zip = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
  expect(Object.keys(zip).sort()).toEqual(
    [
      'generated/README.md',
      'generated/api.ts',
      'generated/design.ts',
      'generated/messages.ts',
      'generated/types.ts',
      'LeaveRequestDetail.tsx',
      'LeaveEditor.tsx',
      'LeaveRequestListPage.tsx',
      'routes.tsx',
    ]
      .map((path) => FOLDER + path)
      .sort(),
  );
  expect(strFromU8(zip[`${FOLDER}LeaveRequestListPage.tsx`] as Uint8Array)).toContain(
    "from './LeaveEditor';",
  );

  // Regenerating: the generated files only, so the screens a developer changed stay theirs.
  await settings.getByRole('switch').click();
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: /下载代码/ }).click();
  const update = await again;
  expect(update.suggestedFilename()).toBe('Leave-generated.zip');
  const generated = unzipSync(new Uint8Array(await readFile((await update.path()) as string)));
  expect(Object.keys(generated).every((path) => path.startsWith(`${FOLDER}generated/`))).toBe(true);
  expect(Object.keys(generated)).toHaveLength(5);
});
