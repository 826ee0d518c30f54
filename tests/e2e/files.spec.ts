import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { dialogTitled, item, md5, rowOf, signIn } from './console-helpers.js';
import { expect, test } from './fixtures.js';

// Files as a user meets them: a 30 MiB attachment uploaded in chunks with a pause, kept with its
// record and downloaded unchanged; the same file again finishing at once; an avatar that shows
// in the header.

const SHOTS = 'test-results/files/';
const MiB = 1_048_576;

const FORM = {
  version: 1,
  kind: 'form',
  settings: { labelWidth: 100 },
  fields: [
    { jnpfKey: 'input', vModel: 'title', label: '标题', required: true },
    {
      jnpfKey: 'uploadFile',
      vModel: 'attachments',
      label: '附件',
      props: { fileSize: 100, sizeUnit: 'MB', limit: 3 },
    },
    {
      jnpfKey: 'uploadImg',
      vModel: 'photos',
      label: '照片',
      props: { fileSize: 5, sizeUnit: 'MB', limit: 3 },
    },
  ],
};

const LIST = {
  version: 1,
  kind: 'list',
  type: 1,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  columnList: [{ label: '标题', prop: 'title', jnpfKey: 'input' }],
  searchList: [],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'detail', label: '详情' },
  ],
};

async function api(request: APIRequestContext, token: string, url: string, data: unknown) {
  const body = await (await request.post(url, { headers: { Authorization: token }, data })).json();
  expect(body.code, `${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A PNG of one pixel, as an avatar or a photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function addRecord(page: Page, title: string) {
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = dialogTitled(page, '新建');
  await expect(dialog).toBeVisible();
  await item(dialog, '标题').locator('input').fill(title);
  return dialog;
}

test('a 30 MiB attachment uploads in chunks with a pause, is kept with its record and downloads unchanged; again it finishes at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const code = `e2eFiles${suffix}`;
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  const { id } = await api(request, token, '/api/visualdev/Base', {
    fullName: `附件登记${suffix}`,
    enCode: code,
    category: '行政',
    type: 1,
    webType: 2,
    formData: JSON.stringify(FORM),
    columnData: JSON.stringify(LIST),
  });
  await api(request, token, `/api/visualdev/Base/${id}/Actions/Release`, {
    pc: 1,
    pcModuleParentId: 'menu-onlineDev',
  });

  // Random bytes, so no earlier run stored this content (the second upload below must be the first).
  const content = randomBytes(30 * MiB);
  const original = createHash('md5').update(content).digest('hex');
  const path = testInfo.outputPath('report.zip');
  await writeFile(path, content);

  // Chunks are held back a little, as on a real line, so the upload can be paused in the middle.
  let chunksSent = 0;
  await page.route('**/api/file/chunk', async (route) => {
    if (route.request().method() === 'POST') {
      chunksSent += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await route.continue();
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto(`/onlineDev/${code}`);
  let dialog = await addRecord(page, '季度报告');
  const attachments = item(dialog, '附件');
  await attachments.locator('input[type="file"]').setInputFiles(path);
  await expect(attachments.getByText('上传中')).toBeVisible({ timeout: 30_000 });
  await attachments.getByRole('button', { name: '暂停' }).click();
  await expect(attachments.getByText('暂停中')).toBeVisible();
  const whilePaused = chunksSent;
  await page.waitForTimeout(1000);
  // At most the chunk already on its way when paused goes out.
  expect(chunksSent - whilePaused).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${SHOTS}paused.png` });
  await attachments.getByRole('button', { name: '继续' }).click();
  // Once merged, the upload's row gives way to the stored file's, with its download.
  await expect(attachments.getByRole('button', { name: '下载 report.zip' })).toBeVisible({ timeout: 60_000 });
  expect(chunksSent).toBeLessThanOrEqual(6 + 1);
  await item(dialog, '照片').locator('input[type="file"]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(item(dialog, '照片').locator('img')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  // Reopened, the record lists the file; its download is the same bytes.
  await rowOf(page, '季度报告')
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  dialog = dialogTitled(page, '编辑');
  await expect(item(dialog, '附件').getByText('report.zip')).toBeVisible();
  await expect(item(dialog, '照片').locator('img')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item(dialog, '附件').getByRole('button', { name: '下载 report.zip' }).click(),
  ]);
  const saved = testInfo.outputPath('downloaded.zip');
  await download.saveAs(saved);
  expect(
    createHash('md5')
      .update(await readFile(saved))
      .digest('hex'),
  ).toBe(original);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // The same file again: the server has it, nothing is sent.
  const before = chunksSent;
  dialog = await addRecord(page, '季度报告副本');
  await item(dialog, '附件').locator('input[type="file"]').setInputFiles(path);
  await expect(item(dialog, '附件').getByRole('button', { name: '下载 report.zip' })).toBeVisible({
    timeout: 30_000,
  });
  expect(chunksSent).toBe(before);
  await page.screenshot({ path: `${SHOTS}instant.png` });
});

test('an avatar set on the profile page shows in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'staff', 'staff123');
  await page.goto('/profile');
  await page.getByRole('tab', { name: '个人头像' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('头像已更新')).toBeVisible();
  const header = page.locator('header').first();
  await expect(header.locator('img[src*="/api/file/Image/userAvatar/"]')).toBeVisible();
  // The image itself answers, as the header's <img> loads it.
  const src = (await header.locator('img[src*="/api/file/Image/userAvatar/"]').getAttribute('src')) as string;
  const answer = await page.request.get(src);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/png');
  await page.screenshot({ path: `${SHOTS}avatar.png` });
});
