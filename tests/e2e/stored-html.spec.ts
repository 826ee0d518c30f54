import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures.js';

// The server keeps names, signatures, descriptions and text fields as they were typed, markup
// included. That is safe only while every screen shows them as text: this stores markup that runs
// script if it ever reaches the page as HTML (and text the form runtime would run as an
// expression), opens each screen that shows it, and checks that it reads as the literal text, that
// no such element reached the page and that nothing ran.

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=2</script>';
const SVG = '"><svg onload=window.__xss=3>';
/** A Formily-style expression: the form runtime must not evaluate stored text either. */
const EXPRESSION = '{{window.__xss=4}}';

/** Keeps names unique when the spec runs again against the same server. */
const RUN = Date.now().toString(36).slice(-4);
const DESIGN_NAME = `${RUN} ${IMG}${SCRIPT}${SVG}`;
const TITLE = `${IMG}${SCRIPT}${SVG}`;
const REMARK = `${SVG}${EXPRESSION}`;
const DICTIONARY_ITEMS = [IMG, SCRIPT, SVG];
const REAL_NAME = IMG;
const SIGNATURE = `${SCRIPT}${SVG}`;
const DESCRIPTION = `${IMG}${SCRIPT}${SVG}`;
const USER_AGENT = `Mozilla/5.0 ${SCRIPT}${IMG}`;
/** Rich text keeps its formatting; DOMPurify must drop the handler, the script and the link's code. */
const NOTE =
  `<p><strong>正文${RUN}</strong></p>${IMG}${SCRIPT}` +
  '<p><a href="javascript:window.__xss=5">链接</a></p><svg><animate onbegin="window.__xss=6"/></svg>';

const SUB_ACCOUNT = '13800000001@staff.sub';
const SUB_NAME = '张三（子账号）';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function apiToken(request: APIRequestContext, account: string, password: string, userAgent?: string) {
  const answer = await request.post('/api/oauth/Login', {
    form: { account, password: md5(password), grant_type: 'password', origin: 'password' },
    ...(userAgent && { headers: { 'user-agent': userAgent } }),
  });
  const body = await answer.json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token as string;
}

/** Calls the API and fails the test unless the envelope says 200. */
async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put' | 'get',
  url: string,
  data?: unknown,
): Promise<T> {
  const answer = await request[method](url, { headers: { authorization: token }, data });
  const body = await answer.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data as T;
}

const FORM = {
  version: 1,
  kind: 'form',
  settings: { labelWidth: 100, popupType: 'general' },
  fields: [
    { jnpfKey: 'input', vModel: 'title', label: '标题', span: 24 },
    { jnpfKey: 'textarea', vModel: 'remark', label: '说明', span: 24 },
    {
      jnpfKey: 'select',
      vModel: 'kind',
      label: '类别',
      span: 24,
      props: { dataType: 'dictionary', dictionaryType: `xss${RUN}` },
    },
    { jnpfKey: 'editor', vModel: 'note', label: '正文', span: 24 },
    // A designer's texts reach the form runtime's schema, which must not evaluate them either.
    {
      jnpfKey: 'input',
      vModel: 'code',
      label: '{{window.__xss=7}}',
      span: 24,
      props: { placeholder: '{{window.__xss=8}}' },
    },
  ],
};

const LIST = {
  version: 1,
  kind: 'list',
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: [
    { label: '标题', prop: 'title', jnpfKey: 'input' },
    { label: '说明', prop: 'remark', jnpfKey: 'textarea' },
    { label: '类别', prop: 'kind', jnpfKey: 'select' },
  ],
  searchList: [],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'detail', label: '详情' },
  ],
};

/** Everything the screens will show, stored through the API as a user or designer would. */
async function storeHostileText(request: APIRequestContext) {
  const admin = await apiToken(request, 'admin', 'admin123');

  // The sub-account's own profile, and a sign-in whose browser name is markup too.
  const sub = await apiToken(request, SUB_ACCOUNT, 'staff123', USER_AGENT);
  const profile = await api<Record<string, unknown>>(
    request,
    sub,
    'get',
    '/api/permission/Users/Current/BaseInfo',
  );
  await api(request, sub, 'put', '/api/permission/Users/Current/BaseInfo', {
    realName: REAL_NAME,
    gender: profile.gender,
    signature: SIGNATURE,
    description: DESCRIPTION,
  });

  const type = `xss${RUN}`;
  await api(request, admin, 'post', '/api/system/DictionaryType', { fullName: `类别${RUN}`, enCode: type });
  const itemIds: string[] = [];
  for (const [index, fullName] of DICTIONARY_ITEMS.entries()) {
    const item = await api<{ id: string }>(request, admin, 'post', '/api/system/DictionaryData', {
      dictionaryTypeId: type,
      fullName,
      enCode: `item${index}`,
    });
    itemIds.push(item.id);
  }

  const design = await api<{ id: string }>(request, admin, 'post', '/api/visualdev/Base', {
    fullName: DESIGN_NAME,
    enCode: `xssProbe${RUN}`,
    category: '示例',
    type: 1,
    webType: 2,
    formData: JSON.stringify(FORM),
    columnData: JSON.stringify(LIST),
  });
  await api(request, admin, 'post', `/api/visualdev/Base/${design.id}/Actions/Release`, {
    pc: 1,
    pcModuleParentId: 'menu-onlineDev',
  });
  await api(request, admin, 'post', `/api/visualdev/OnlineDev/${design.id}`, {
    data: JSON.stringify({ title: TITLE, remark: REMARK, kind: itemIds[0], note: NOTE }),
  });
}

/** Fails at once if anything the page was given ran: a dialog, or the marker variable. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async (where: string) => {
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), where).toBeUndefined();
    expect(dialogs, where).toEqual([]);
  };
}

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A form item of a dialog, found by its label. */
const item = (scope: Locator, label: string) =>
  scope.locator('.fw-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

/** Whether an element with the marker's handler or a script element made it into the page. */
const injectedElements = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[onerror], [onload], [onbegin], script:not([src])').length);

// The policy would refuse the handlers anyway; without it, this proves that the screens never turn
// the stored text into markup in the first place.
test.use({ bypassCSP: true });

test.beforeAll(async ({ request }) => {
  await storeHostileText(request);
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 960 });
});

test.afterAll(async ({ request }) => {
  // Other specs greet the sub-account by its seeded name.
  const sub = await apiToken(request, SUB_ACCOUNT, 'staff123');
  await api(request, sub, 'put', '/api/permission/Users/Current/BaseInfo', {
    realName: SUB_NAME,
    signature: '',
    description: '',
  });
});

test('markup stored in names, dictionary items and form fields shows as text and never runs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const nothingRan = watchForScript(page);

  await signIn(page, 'admin', 'admin123');

  // The released design is a menu entry named with the markup.
  const sidebar = page.locator('.fw-sidebar');
  const folder = sidebar.getByRole('menuitem', { name: '在线开发', exact: true });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  const entry = sidebar.getByRole('menuitem', { name: DESIGN_NAME, exact: true });
  await expect(entry).toHaveText(DESIGN_NAME);
  await entry.click();
  await expect(page).toHaveTitle(new RegExp(RUN));
  expect(await page.title()).toContain(DESIGN_NAME);

  // List cells: the text field, the text area, the dictionary item's name.
  const row = page.locator('.ant-table-tbody .ant-table-row').first();
  await expect(row).toContainText(TITLE);
  await expect(row).toContainText(REMARK);
  await expect(row).toContainText(IMG);
  await page.screenshot({ path: test.info().outputPath('stored-html-list.png') });
  await nothingRan('list');

  // Detail view: the same values, and the rich text sanitised, its formatting kept.
  await row.getByRole('button', { name: /详\s*情/ }).click();
  const detail = page.getByRole('dialog').filter({ has: page.locator('.fw-form-item') });
  await expect(item(detail, '标题')).toContainText(TITLE);
  await expect(item(detail, '说明')).toContainText(REMARK);
  await expect(item(detail, '类别')).toContainText(IMG);
  const richText = item(detail, '正文');
  await expect(richText.locator('strong')).toHaveText(`正文${RUN}`);
  await expect(richText.getByText('链接')).toBeVisible();
  expect(await richText.locator('a').getAttribute('href')).toBeNull();
  expect(await injectedElements(page)).toBe(0);
  await nothingRan('detail');
  // The close button rather than Escape: the dialog takes the keyboard only once it has opened.
  await detail.locator('.ant-modal-close').click();
  await expect(detail).toBeHidden();

  // Edit form: inputs hold the literal text; the select offers the items by name; the editor
  // holds the sanitised rich text.
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const editor = page.getByRole('dialog').filter({ has: page.locator('.fw-form-item') });
  await expect(item(editor, '标题').locator('input')).toHaveValue(TITLE);
  await expect(item(editor, '说明').locator('textarea')).toHaveValue(REMARK);
  await expect(item(editor, '类别')).toContainText(IMG);
  await expect(item(editor, '正文').locator('.ql-editor strong')).toHaveText(`正文${RUN}`);
  const designerText = item(editor, '{{window.__xss=7}}');
  await expect(designerText.locator('label')).toHaveText('{{window.__xss=7}}');
  await expect(designerText.locator('input')).toHaveAttribute('placeholder', '{{window.__xss=8}}');
  await item(editor, '类别').locator('.ant-select-selector').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(DICTIONARY_ITEMS.length);
  for (const name of DICTIONARY_ITEMS) await expect(options.filter({ hasText: name })).toHaveCount(1);
  expect(await injectedElements(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('stored-html-edit.png') });
  await nothingRan('edit form');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await editor.getByRole('button', { name: /取\s*消/ }).click();
  await expect(editor).toBeHidden();

  // The header search lists the entry by its name.
  const search = page.getByRole('combobox', { name: '菜单搜索' });
  await search.click();
  await search.pressSequentially(RUN);
  await expect(
    page.getByRole('option', { name: new RegExp(`> ${escapeRegExp(DESIGN_NAME)}$`) }),
  ).toBeVisible();
  await search.press('Escape');
  await nothingRan('menu search');

  // Online users: the sub-account's name and browser, both markup.
  await page.goto('/permission/userOnline');
  const subRow = page.locator('.ant-table-row').filter({ hasText: 'staff.sub' });
  // The whole app loads again before the list asks for its rows.
  await expect(subRow.first()).toContainText(REAL_NAME, { timeout: 15_000 });
  await expect(subRow.filter({ hasText: USER_AGENT })).not.toHaveCount(0);
  await nothingRan('online users');
});

test('a user whose name and signature are markup sees them as text in the header, home and profile', async ({
  page,
}) => {
  const nothingRan = watchForScript(page);
  await signIn(page, SUB_ACCOUNT, 'staff123');

  // The sign-in through the API before the tests is announced as the previous one. The notice
  // stays only two seconds, so it is looked for first, before the slower home page checks.
  await expect(page.locator('.ant-notification-notice')).toContainText('上次登录');
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(REAL_NAME);
  await expect(
    page.getByRole('heading', { name: new RegExp(`，${escapeRegExp(REAL_NAME)}$`) }),
  ).toBeVisible();
  await nothingRan('home');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: REAL_NAME })).toBeVisible();
  await expect(page.getByText(SIGNATURE, { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('个性签名')).toHaveValue(SIGNATURE);
  await expect(page.getByLabel('个人简介')).toHaveValue(DESCRIPTION);
  expect(await injectedElements(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('stored-html-profile.png') });
  await nothingRan('profile');

  // The sign-in log names the browser of the earlier sign-in, markup and all.
  await page.getByRole('tab', { name: '登录日志' }).click();
  await expect(page.getByRole('row').filter({ hasText: USER_AGENT })).not.toHaveCount(0);
  expect(await injectedElements(page)).toBe(0);
  await nothingRan('sign-in log');
});
